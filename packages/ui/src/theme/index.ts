export { vars } from './vars.css.ts';
export { themeTokens, layoutTokenValues } from './theme-tokens.ts';
export { themeToCssVars } from './theme-to-css-vars.ts';
export { applyTheme } from './apply-theme.ts';
export { fontStack, isThemeFont } from './font-stack.ts';
export { contrastRatio, relativeLuminance, readableTextOn, minimumTextContrast } from './contrast-ratio.ts';
export { tint, tintLevels, parseHex, toHex, type TintLevel } from './tint.ts';
