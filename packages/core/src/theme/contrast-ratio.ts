import { parseHex } from './tint.ts';

/** WCAG 2.x AA minimum for normal-size text. */
export const minimumTextContrast = 4.5;

/** Near-black used for text on light theme colours; white is the other choice. */
const darkText = '#111111';
const lightText = '#ffffff';
const pureBlack = '#000000';

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance as defined by WCAG 2.x, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) throw new TypeError(`Not a hex colour: ${hex}`);
  const [r, g, b] = rgb.map(channel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG contrast ratio between two colours, from 1 to 21.
 *
 * @example contrastRatio('#000000', '#ffffff') === 21
 */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The text colour (white or near-black) that reads best on `background`.
 * A newsroom may pick a pale brand colour; white text on it would fail AA, so
 * filled buttons use this instead of assuming white.
 */
export function readableTextOn(background: string): string {
  const best = contrastRatio(background, lightText) >= contrastRatio(background, darkText) ? lightText : darkText;
  // On a mid-tone (#777777, #cc5511) neither reaches AA; pure black always does
  // (white and black together never both fall below 4.58:1).
  return contrastRatio(background, best) >= minimumTextContrast ? best : pureBlack;
}
