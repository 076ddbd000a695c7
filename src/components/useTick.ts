import { useEffect, useState } from 'react';

/** Draws the component again every `ms` while `active`: for what changes with the clock alone (a time shown, an end). */
export function useTick(active: boolean, ms = 1000): void {
  const [, setN] = useState(0);
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setN((n) => n + 1), ms);
    return () => clearInterval(id);
  }, [active, ms]);
}
