import { COLOR_PROPERTIES } from '../app/shownColors';
import { readableOnWhite } from '../domain/color';
import { lettermarkOf } from '../domain/brandName';

/**
 * The mark of a brand without a logo: its first letter, white on the brand's colour (the shade white reads on). Given
 * no colour, on the shade the page wears (--brand-strong: src/app/useApplySettings.ts sets it to that same shade of the
 * console's colour): markup that holds no colour, which the first screen draws before any of the console's code has run
 * (the sign-in card's, src/pages/login/SignInMark.tsx), and which follows the colour when it changes.
 */
export function Lettermark({ name, color, size = 28 }: { name: string; color?: string; size?: number }) {
  return (
    <span
      className="lettermark"
      role="img"
      aria-label={name}
      style={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.55),
        background: color ? readableOnWhite(color) : `var(${COLOR_PROPERTIES.strong})`,
      }}
    >
      {lettermarkOf(name)}
    </span>
  );
}
