import { useEffect, useState } from 'react';
import { logoAccent } from './logoAccent';

/** The accent colour `logo` gives (null while it is read, or when it has none), for a preview of a brand being made. */
export function useLogoAccent(logo: string): string | null {
  const [accent, setAccent] = useState<{ logo: string; color: string | null }>({ logo: '', color: null });
  useEffect(() => {
    let live = true;
    void logoAccent(logo).then((color) => {
      if (live) setAccent({ logo, color });
    });
    return () => {
      live = false;
    };
  }, [logo]);
  return accent.logo === logo ? accent.color : null;
}
