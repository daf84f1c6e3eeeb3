import { defaultTheme, themeColorNames, type Theme } from '../schemas/general-settings.ts';
import { readableTextOn } from './contrast-ratio.ts';
import { fontStack, isThemeFont } from './font-stack.ts';
import { themeTokens } from './theme-tokens.ts';
import { parseHex, tint, tintLevels } from './tint.ts';

/**
 * Turns a stored theme into the public CSS custom properties: the six colours,
 * their tints, a readable text colour for each, and the two font stacks.
 * A colour or font the schema would reject falls back to the default theme's,
 * so a bad setting degrades to the house style instead of breaking the page.
 *
 * @example
 * themeToCssVars(defaultTheme)['--mh-color-primary'] === '#1d4e89'
 */
export function themeToCssVars(theme: Theme): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of themeColorNames) {
    const given = theme.colors?.[name];
    const colour = (given && parseHex(given) ? given : defaultTheme.colors[name]).toLowerCase();
    out[`--${themeTokens.color[name]}`] = colour;
    out[`--${themeTokens.onColor[name]}`] = readableTextOn(colour);
    for (const level of tintLevels) {
      out[`--${themeTokens.tint[name][level]}`] = tint(colour, level);
    }
  }
  const body = isThemeFont(theme.fonts?.body) ? theme.fonts.body : defaultTheme.fonts.body;
  // The title font defaults to the body font (docs/product/limits.md, Theme).
  const title = isThemeFont(theme.fonts?.title) ? theme.fonts.title : body;
  out[`--${themeTokens.font.body}`] = fontStack(body);
  out[`--${themeTokens.font.title}`] = fontStack(title);
  return out;
}
