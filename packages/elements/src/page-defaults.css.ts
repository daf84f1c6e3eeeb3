import { defaultTheme } from '@masthead/core';
import { layoutTokenValues, themeToCssVars } from '@masthead/ui/theme';

/**
 * The default `--mh-*` declarations (`--mh-color-primary:#…;…`), worked out
 * when the bundle is built: vanilla-extract runs a `.css.ts` file at build
 * time and keeps only its exported values, so the widgets ship this string
 * and none of the theme code (tints, contrast, font stacks) that makes it.
 */
export const pageDefaultDeclarations: string = Object.entries({
  ...layoutTokenValues,
  ...themeToCssVars(defaultTheme),
})
  .map(([name, value]) => `${name}:${value}`)
  .join(';');
