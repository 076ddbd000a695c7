import { useEffect, useState } from 'react';

/** Seconds left before the SMS code can be sent again; `start()` begins a new wait. */
export function useCountdown(seconds: number): { left: number; start: () => void } {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((v) => v - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);
  return { left, start: () => setLeft(seconds) };
}
