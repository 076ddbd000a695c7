// The library floor: the chosen libraries (bench/floor/floorApp.tsx) with one button. No Blueprint: the console's
// components come on top (bench/floor-blueprint measures what they add).
import { renderFloor } from './floorApp';

renderFloor(({ label, go }) => (
  <button type="button" onClick={go}>
    {label}
  </button>
));
