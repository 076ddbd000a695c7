import { describe, expect, it } from 'vitest';
import { qrDataUrl } from '../../src/pages/personal/useQrDataUrl';

describe('QR codes', () => {
  it('draws a code once per text and gives it again at once', async () => {
    const a = qrDataUrl('https://example.test/invite/ABC');
    expect(qrDataUrl('https://example.test/invite/ABC')).toBe(a);
    expect(await a).toMatch(/^data:image\/png;base64,/);
    const b = qrDataUrl('https://example.test/invite/XYZ');
    expect(b).not.toBe(a);
    expect(await b).not.toBe(await a);
  });
});
