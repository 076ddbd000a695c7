import { useEffect, useState } from 'react';

/** A phone's width: the console's stylesheets turn tables into cards and stack forms below it. */
export const PHONE = '(max-width: 600px)';

/** Whether a CSS media query holds now, following the window as it is resized or turned. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof window !== 'undefined' && window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const follow = () => setMatches(list.matches);
    follow();
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [query]);
  return matches;
}
