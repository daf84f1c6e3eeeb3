export { vars } from './vars.css.ts';
export { applyTheme } from './apply-theme.ts';
// The arithmetic lives in core, where the server reads it too.
export {
  themeTokens,
  layoutTokenValues,
  themeToCssVars,
  fontStack,
  isThemeFont,
  contrastRatio,
  relativeLuminance,
  readableTextOn,
  minimumTextContrast,
  tint,
  tintLevels,
  parseHex,
  toHex,
  type TintLevel,
} from '@masthead/core';
