import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * Drawn codes by text: the invite code is drawn once, not each time the personal page shows again (drawing one takes
 * ~10 ms of canvas work). A few entries only: the invite link and the latest payment codes.
 */
const drawn = new Map<string, Promise<string>>();
const KEEP = 8;

/** Draws `text` as a QR code data URL, locally (no image service). */
export function qrDataUrl(text: string): Promise<string> {
  const known = drawn.get(text);
  if (known) return known;
  const url = QRCode.toDataURL(text, { width: 200, margin: 1, errorCorrectionLevel: 'M' });
  drawn.set(text, url);
  url.catch(() => drawn.delete(text));
  if (drawn.size > KEEP) drawn.delete(drawn.keys().next().value as string);
  return url;
}

/** The code of `text`: empty until drawn (at once when it was drawn before). */
export function useQrDataUrl(text: string): string {
  const [url, setUrl] = useState('');
  useEffect(() => {
    let live = true;
    if (!text) return setUrl('');
    void qrDataUrl(text)
      .then((u) => live && setUrl(u))
      .catch(() => live && setUrl(''));
    return () => {
      live = false;
    };
  }, [text]);
  return url;
}
