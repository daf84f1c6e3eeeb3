/**
 * Colour arithmetic for the theme: parsing `#rrggbb`, and tints made by mixing
 * a colour toward white. Tints are computed here, in code, rather than with CSS
 * `color-mix()`, so the values are testable and identical in every browser a
 * newsroom's readers use.
 */

/** Tint steps: `-10` is 10 % of the colour on white (a faint wash), `-70` is strong. */
export const tintLevels = [10, 20, 30, 50, 70] as const;
export type TintLevel = (typeof tintLevels)[number];

export type Rgb = readonly [r: number, g: number, b: number];

const hexPattern = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Parses `#rrggbb` or `#rgb`; returns undefined for anything else so callers
 * can fall back to a default colour instead of producing broken CSS.
 */
export function parseHex(value: string): Rgb | undefined {
  const match = hexPattern.exec(value.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const n = Number.parseInt(digits, 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

export function toHex([r, g, b]: Rgb): string {
  return '#' + [r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('');
}

/**
 * Mixes `percent` % of `hex` with white.
 *
 * @example tint('#000000', 50) === '#808080'
 */
export function tint(hex: string, percent: number): string {
  const rgb = parseHex(hex);
  if (!rgb) throw new TypeError(`Not a hex colour: ${hex}`);
  const p = Math.min(100, Math.max(0, percent)) / 100;
  return toHex(rgb.map((c) => c * p + 255 * (1 - p)) as unknown as Rgb);
}
