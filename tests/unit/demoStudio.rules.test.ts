import { describe, expect, it } from 'vitest';
import { brandName, brandForCookie } from '../../src/domain/brand';
import { brandColorProblem } from '../../src/domain/color';
import { DEFAULT_THEME_COLOR } from '../../src/domain/constants';
import {
  checkBrand,
  checkImage,
  MAX_LOGO_BYTES,
  nameIn,
  normaliseImage,
  parseBrand,
  sniffImage,
} from '../../src/domain/demoBrand';
import { THEME_PRESETS, themeColorFor } from '../../src/domain/theme';
import { brandInfo } from '../dtos';
import { sampleBrand, SVG } from './studioHelpers';

const enc = (s: string) => new TextEncoder().encode(s);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

describe('logo sniffing reads the bytes, not the name', () => {
  it('knows PNG, JPEG and SVG (with an XML declaration, a comment and a BOM)', () => {
    expect(sniffImage(PNG)).toBe('png');
    expect(sniffImage(JPEG)).toBe('jpeg');
    expect(sniffImage(enc(SVG))).toBe('svg');
    expect(sniffImage(enc(`\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n${SVG}`))).toBe('svg');
  });
  it('refuses anything else: text, HTML, a GIF, an empty file', () => {
    expect(sniffImage(enc('hello, I am a .png'))).toBeNull();
    expect(sniffImage(enc('<html><svg></svg></html>'))).toBeNull();
    expect(sniffImage(enc('GIF89a....'))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
  it('refuses a logo over 500 kB, and takes one of exactly 500 kB', () => {
    const big = new Uint8Array(MAX_LOGO_BYTES + 1);
    big.set(PNG);
    expect(checkImage(big, MAX_LOGO_BYTES)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(checkImage(big.subarray(0, MAX_LOGO_BYTES), MAX_LOGO_BYTES)).toEqual({ ok: true, kind: 'png' });
  });
  it('rewrites a data URL with the type its bytes show', () => {
    const lying = `data:image/png;base64,${btoa(SVG)}`;
    expect(normaliseImage(lying, MAX_LOGO_BYTES)).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(normaliseImage(`data:image/png;base64,${btoa('not an image')}`, MAX_LOGO_BYTES)).toBeNull();
    expect(normaliseImage('brands/nova/logo.svg', MAX_LOGO_BYTES)).toBe('brands/nova/logo.svg');
  });
});

describe('brand colour contrast', () => {
  it('refuses colours white text cannot be read on', () => {
    expect(brandColorProblem('#fadb14')).toBe('tooLight');
    expect(brandColorProblem('#ffffff')).toBe('tooLight');
    expect(brandColorProblem('#e6f7ff')).toBe('tooLight');
  });
  it('refuses colours that vanish on the dark sidebar', () => {
    expect(brandColorProblem('#003366')).toBe('tooDark');
    expect(brandColorProblem('#000000')).toBe('tooDark');
    expect(brandColorProblem('#333333')).toBe('tooDark');
  });
  it('takes the default light cyan and every preset of the settings panel', () => {
    for (const c of THEME_PRESETS) expect(brandColorProblem(c), c).toBeNull();
    expect(brandColorProblem('#7b2ff7')).toBeNull();
  });
  it('says a value that is not #rrggbb is invalid', () => {
    for (const c of ['teal', '#fff', '7b2ff7', '#12345g']) expect(brandColorProblem(c), c).toBe('invalid');
  });
});

describe('a brand is checked whole', () => {
  it('passes a complete brand', () => {
    expect(checkBrand(sampleBrand())).toBeNull();
  });
  it('names the first rule broken', () => {
    expect(checkBrand(sampleBrand({ name: { zh: ' ', en: '' } }))).toEqual({ field: 'name', problem: 'required' });
    expect(checkBrand(sampleBrand({ color: '#fadb14' }))).toEqual({ field: 'color', problem: 'tooLight' });
    expect(checkBrand(sampleBrand({ logo: `data:image/png;base64,${btoa('text')}` }))).toEqual({
      field: 'logo',
      problem: 'notImage',
    });
    expect(checkBrand(sampleBrand({ background: `data:image/png;base64,${btoa('x')}` }))).toEqual({
      field: 'background',
      problem: 'notImage',
    });
  });
  it('reads a script spec: one name for both languages, default flags, unknown values dropped', () => {
    const b = parseBrand({ name: 'Acme Two', color: '#1890FF', flags: { showAudition: false, bogus: 1 }, id: '../x' });
    expect(b.name).toEqual({ zh: 'Acme Two', en: 'Acme Two' });
    expect(b.color).toBe('#1890ff');
    expect(b.flags).toEqual({ unifiedComputingPower: true, showAudition: false, hailuoAudioGeneratePower: false });
    expect(b.id).toBeUndefined();
    expect(b.language).toBe('zh');
  });
  it('shows the name of the language, or the other one when that one is empty', () => {
    expect(nameIn({ zh: '紫光', en: 'Violet' }, 'zh')).toBe('紫光');
    expect(nameIn({ zh: '紫光', en: 'Violet' }, 'ja')).toBe('Violet');
    expect(nameIn({ zh: '', en: 'Violet' }, 'zh')).toBe('Violet');
  });
});

describe('a brand as the console shows it', () => {
  const info = brandInfo({
    oemLogo: `data:image/png;base64,${'A'.repeat(4000)}`,
    oemBg: 'brands/acme/bg.svg',
    oemName: '紫光影像',
    oemNameEn: 'Violet Vision',
    oemCode: 'DEMOX',
    themeColor: '#7b2ff7',
  });
  it('names it in English outside Chinese when it has an English name', () => {
    expect(brandName(info, 'zh')).toBe('紫光影像');
    expect(brandName(info, 'en')).toBe('Violet Vision');
    expect(brandName({ oemName: 'Acme Media' }, 'en')).toBe('Acme Media');
  });
  it('keeps large data-URL pictures out of the 4 kB cookie, and everything else in', () => {
    const c = brandForCookie(info);
    expect(c.oemLogo).toBe('');
    expect(c.oemBg).toBe('brands/acme/bg.svg');
    expect(c.themeColor).toBe('#7b2ff7');
    expect(encodeURIComponent(JSON.stringify(c)).length).toBeLessThan(4000);
  });
  it('follows the brand colour while the settings keep the default, and the person’s own choice otherwise', () => {
    expect(themeColorFor(DEFAULT_THEME_COLOR, '#7b2ff7')).toBe('#7b2ff7');
    expect(themeColorFor('#f5222d', '#7b2ff7')).toBe('#f5222d');
    expect(themeColorFor(DEFAULT_THEME_COLOR, undefined)).toBe(DEFAULT_THEME_COLOR);
    expect(themeColorFor(DEFAULT_THEME_COLOR, 'purple')).toBe(DEFAULT_THEME_COLOR);
  });
});
