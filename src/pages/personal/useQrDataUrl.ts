import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** Draws `text` as a QR code data URL, locally (no image service). Empty until drawn. */
export function qrDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { width: 200, margin: 1, errorCorrectionLevel: 'M' });
}

export function useQrDataUrl(text: string): string {
  const [url, setUrl] = useState('');
  useEffect(() => {
    let live = true;
    if (!text) return setUrl('');
    qrDataUrl(text)
      .then((u) => live && setUrl(u))
      .catch(() => live && setUrl(''));
    return () => {
      live = false;
    };
  }, [text]);
  return url;
}
