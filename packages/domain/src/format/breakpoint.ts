/**
 * Spec §9 "Mobile/desktop breakpoint 737 px (pc at or above, sp below)". 737 is one pixel above
 * 736, the widest common phone viewport (iPhone Plus in portrait), so every phone gets sp.
 */
export const PC_MIN_WIDTH_PX = 737;

/** CSS media query matching pc widths, for `matchMedia` and CSS-in-JS. */
export const PC_MEDIA_QUERY = `(min-width: ${PC_MIN_WIDTH_PX}px)`;

export type DeviceKind = 'pc' | 'sp';

/** 'pc' at or above 737 px, 'sp' below. */
export function deviceKind(width: number): DeviceKind {
  return width >= PC_MIN_WIDTH_PX ? 'pc' : 'sp';
}
