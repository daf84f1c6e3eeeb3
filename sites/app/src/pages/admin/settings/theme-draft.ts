import { colourPattern, themeColorNames, type FieldError, type Theme } from '@masthead/core';

const colour = new RegExp(colourPattern);

/** The theme's colours the browser finds malformed, named as the server names them. */
export function themeErrors(draft: Theme): FieldError[] {
  const errors: FieldError[] = themeColorNames
    .filter((name) => !colour.test(draft.colors[name]))
    .map((name) => ({ field: `theme.colors.${name}`, rule: 'pattern' }));
  if ((draft.name ?? '').length > 100) errors.push({ field: 'theme.name', rule: 'maxLength', params: { limit: 100 } });
  return errors;
}

/** `PATCH content/general` with the whole theme where anything of it changed. */
export function themePatch(draft: Theme, saved: { theme: Theme }): { patch: { theme?: Theme }; errors: FieldError[] } {
  const errors = themeErrors(draft);
  const changed = JSON.stringify(draft) !== JSON.stringify(saved.theme);
  return { patch: changed ? { theme: draft } : {}, errors };
}

/** The theme tab's key of a server's field name, or null. */
export const themeFieldOf = (field: string) => (/^theme\.(colors\.\w+|fonts\.\w+|name)$/.test(field) ? field : null);

/**
 * The draft with each malformed colour replaced by the saved one: what the
 * preview can apply while the admin is still typing a hex value.
 */
export function previewTheme(draft: Theme, saved: Theme): Theme {
  const colors = { ...draft.colors };
  for (const name of themeColorNames) if (!colour.test(colors[name])) colors[name] = saved.colors[name];
  return { ...draft, colors };
}
