import { type DemoBrand, toDataUrl } from '../../src/domain/demoBrand';

export const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>';

/** A complete studio brand with a small SVG logo. */
export const sampleBrand = (over: Partial<DemoBrand> = {}): DemoBrand => ({
  id: 'abc12345',
  name: { zh: '紫光影像', en: 'Violet Vision' },
  color: '#7b2ff7',
  logo: toDataUrl(new TextEncoder().encode(SVG), 'svg'),
  background: 'brands/acme/bg.svg',
  language: 'en',
  flags: { unifiedComputingPower: true, showAudition: false, hailuoAudioGeneratePower: true },
  agreementDomain: 'agreement.violet.example',
  sharePrefix: 'https://violet.example',
  ...over,
});
