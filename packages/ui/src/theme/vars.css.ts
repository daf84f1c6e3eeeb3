import { createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import { defaultTheme, layoutTokenValues, themeToCssVars, themeTokens } from '@masthead/core';

/**
 * The public theming contract: stable, unhashed `--mh-*` names a newsroom can
 * set from its own stylesheet. Components reference only these.
 */
export const vars = createGlobalThemeContract(themeTokens);

const defaults = { ...layoutTokenValues, ...themeToCssVars(defaultTheme) };

// `:where()` keeps the defaults at zero specificity, so any rule on the page
// (even a plain `html { --mh-color-primary: … }`) overrides them.
globalStyle(':where(:root)', { vars: defaults });
// No `:host` defaults: a value set on the host would shadow what a newsroom
// sets on `:root` or `html`. Widgets put these same defaults on the page at
// zero specificity instead (packages/elements `ensurePageDefaults`), and
// custom properties inherit into shadow roots.
