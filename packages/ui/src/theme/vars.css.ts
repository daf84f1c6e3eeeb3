import { createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import { defaultTheme } from '@masthead/core';
import { layoutTokenValues, themeTokens } from './theme-tokens.ts';
import { themeToCssVars } from './theme-to-css-vars.ts';

/**
 * The public theming contract: stable, unhashed `--mh-*` names a newsroom can
 * set from its own stylesheet. Components reference only these.
 */
export const vars = createGlobalThemeContract(themeTokens);

const defaults = { ...layoutTokenValues, ...themeToCssVars(defaultTheme) };

// `:where()` keeps the defaults at zero specificity, so any rule on the page
// (even a plain `html { --mh-color-primary: … }`) overrides them.
globalStyle(':where(:root)', { vars: defaults });
// Inside a widget's shadow root the document defaults do not apply; outer
// page rules still win over `:host` ones, so restyling keeps working there.
globalStyle(':host', { vars: defaults });
