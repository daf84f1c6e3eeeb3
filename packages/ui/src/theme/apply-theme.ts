import { themeToCssVars, type Theme } from '@masthead/core';

/**
 * Sets the theme's custom properties inline on `el`, so everything inside it
 * (including shadow roots, which inherit custom properties) uses the theme.
 * Inline values win over the stylesheet defaults but not over `!important`
 * rules a newsroom writes deliberately.
 *
 * @example applyTheme(document.documentElement, settings.theme)
 */
export function applyTheme(el: HTMLElement, theme: Theme): void {
  for (const [name, value] of Object.entries(themeToCssVars(theme))) {
    el.style.setProperty(name, value);
  }
}
