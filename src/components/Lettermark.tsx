import { readableOnWhite } from '../domain/color';
import { lettermarkOf } from '../domain/brandName';

/** The mark of a brand without a logo: its first letter, white on the brand's colour (the shade white reads on). */
export function Lettermark({ name, color, size = 28 }: { name: string; color: string; size?: number }) {
  return (
    <span
      className="lettermark"
      role="img"
      aria-label={name}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.55), background: readableOnWhite(color) }}
    >
      {lettermarkOf(name)}
    </span>
  );
}
