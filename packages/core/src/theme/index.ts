// The theme's arithmetic, shared by the browser (ui's `applyTheme`, the
// vanilla-extract contract) and the server (the embed's theme stylesheet):
// colour tints, text contrast, font stacks and the `--mh-*` names.
export { themeTokens, layoutTokenValues } from './theme-tokens.ts';
export { themeToCssVars } from './theme-to-css-vars.ts';
export { fontStack, isThemeFont } from './font-stack.ts';
export { contrastRatio, relativeLuminance, readableTextOn, minimumTextContrast } from './contrast-ratio.ts';
export { tint, tintLevels, parseHex, toHex, type TintLevel } from './tint.ts';
