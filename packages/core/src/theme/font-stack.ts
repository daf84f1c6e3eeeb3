import { themeFonts, type ThemeFont } from '../schemas/general-settings.ts';

const sansFallback = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const serifFallback = 'Georgia, Cambria, "Times New Roman", Times, serif';

/**
 * Each font key the theme offers, as the family names to try first. The app
 * may load these web fonts; where it does not (or before they arrive), the
 * system fallback of the same kind keeps the page readable.
 */
const families: Record<ThemeFont, { names: string; serif: boolean }> = {
  'open-sans': { names: '"Open Sans"', serif: false },
  'source-sans': { names: '"Source Sans 3", "Source Sans Pro"', serif: false },
  roboto: { names: 'Roboto', serif: false },
  lato: { names: 'Lato', serif: false },
  montserrat: { names: 'Montserrat', serif: false },
  'fira-sans': { names: '"Fira Sans"', serif: false },
  merriweather: { names: 'Merriweather', serif: true },
  'source-serif': { names: '"Source Serif 4", "Source Serif Pro"', serif: true },
  'playfair-display': { names: '"Playfair Display"', serif: true },
  'noto-serif': { names: '"Noto Serif"', serif: true },
};

export function isThemeFont(value: unknown): value is ThemeFont {
  return typeof value === 'string' && (themeFonts as readonly string[]).includes(value);
}

/**
 * The CSS `font-family` value for a theme font key.
 *
 * @example fontStack('lato') === 'Lato, system-ui, …, sans-serif'
 */
export function fontStack(font: ThemeFont): string {
  const { names, serif } = families[font];
  return `${names}, ${serif ? serifFallback : sansFallback}`;
}
