import { themeColorNames, type ThemeColorName } from '../schemas/general-settings.ts';
import { tintLevels, type TintLevel } from './tint.ts';

/**
 * The names of every public CSS custom property, without the leading `--`.
 * Kept in plain TypeScript (not a `.css.ts` file) so both the vanilla-extract
 * contract and the node-tested `themeToCssVars` read the same names.
 */
function byColor<T>(make: (name: ThemeColorName) => T): Record<ThemeColorName, T> {
  return Object.fromEntries(themeColorNames.map((name) => [name, make(name)])) as Record<ThemeColorName, T>;
}

type TintNames = Record<`${TintLevel}`, string>;

export const themeTokens = {
  color: byColor((name) => `mh-color-${name}`),
  tint: byColor(
    (name) => Object.fromEntries(tintLevels.map((level) => [level, `mh-color-${name}-${level}`])) as TintNames,
  ),
  /** Text colour that meets AA on the filled colour (white or near-black). */
  onColor: byColor((name) => `mh-color-on-${name}`),
  font: { body: 'mh-font-body', title: 'mh-font-title' },
  space: {
    xs: 'mh-space-xs',
    sm: 'mh-space-sm',
    md: 'mh-space-md',
    lg: 'mh-space-lg',
    xl: 'mh-space-xl',
  },
  /** The type scale: small print, body, lead and card titles, figures, page titles. */
  fontSize: {
    sm: 'mh-font-size-sm',
    md: 'mh-font-size-md',
    lg: 'mh-font-size-lg',
    xl: 'mh-font-size-xl',
    xxl: 'mh-font-size-xxl',
  },
  radius: { sm: 'mh-radius-sm', md: 'mh-radius-md', full: 'mh-radius-full' },
} as const;

/** Spacing, type scale and radius defaults; not part of the stored theme, but overridable like the rest. */
export const layoutTokenValues: Record<string, string> = {
  '--mh-space-xs': '0.25rem',
  '--mh-space-sm': '0.5rem',
  '--mh-space-md': '1rem',
  '--mh-space-lg': '1.5rem',
  '--mh-space-xl': '2rem',
  '--mh-font-size-sm': '0.875rem',
  '--mh-font-size-md': '1rem',
  '--mh-font-size-lg': '1.125rem',
  '--mh-font-size-xl': '1.5rem',
  '--mh-font-size-xxl': '2rem',
  '--mh-radius-sm': '0.25rem',
  '--mh-radius-md': '0.5rem',
  '--mh-radius-full': '999px',
};
