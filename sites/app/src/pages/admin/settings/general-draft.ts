import { generalSettingsSchema, type FieldError, type GeneralSettings } from '@masthead/core';
import { changedFields, checkString, checkStrings, type StringRules } from './settings-draft.ts';

type Stored = Omit<GeneralSettings, 'theme' | 'geocoderUrl'>;

/** content/general as the general tab edits it: all but the theme, the VAT rate as typed. */
export interface GeneralDraft extends Omit<Required<Stored>, 'vatRate'> {
  vatRate: string;
}

export type GeneralPatch = Partial<Omit<GeneralDraft, 'vatRate'> & { vatRate: number }>;

const properties = generalSettingsSchema.properties;
const footerLinkRules = properties.footerLinks.items.properties;

/** The draft of saved settings. */
export function generalDraftOf(saved: GeneralSettings): GeneralDraft {
  const { theme: _theme, geocoderUrl: _geocoder, ...stored } = saved;
  return {
    ...stored,
    vatEnabled: saved.vatEnabled ?? false,
    vatRate: String(saved.vatRate ?? 0),
    oldDashboardUrl: saved.oldDashboardUrl ?? '',
    emailFromName: saved.emailFromName ?? '',
    emailFromAddress: saved.emailFromAddress ?? '',
  };
}

/** A VAT rate as typed ("19", "7,7"), or NaN. */
export const parseRate = (typed: string) =>
  /^\d{1,3}([.,]\d{1,2})?$/.test(typed.trim()) ? Number(typed.trim().replace(',', '.')) : NaN;

/**
 * What changed, as `PATCH content/general`'s body, and what the browser
 * already finds wrong by the schema's own rules (the server's names).
 */
export function generalPatch(
  draft: GeneralDraft,
  saved: GeneralSettings,
): { patch: GeneralPatch; errors: FieldError[] } {
  const base = generalDraftOf(saved);
  const { vatRate, ...rest } = changedFields(draft, base);
  const patch: GeneralPatch = { ...rest };
  const errors = checkStrings(rest as Record<string, unknown>, properties);
  for (const [index, link] of (rest.footerLinks ?? []).entries()) {
    for (const field of ['url', 'text'] as const) {
      const found = checkString(`footerLinks.${index}.${field}`, link[field], footerLinkRules[field] as StringRules);
      if (found) errors.push(found);
    }
  }
  if (vatRate !== undefined) {
    const rate = parseRate(vatRate);
    if (Number.isNaN(rate)) errors.push({ field: 'vatRate', rule: 'number' });
    else if (rate > properties.vatRate.maximum)
      errors.push({ field: 'vatRate', rule: 'maximum', params: { limit: 100 } });
    else patch.vatRate = rate;
  }
  return { patch, errors };
}

/** The general tab's key of a server's field name (`footerLinks.1.url`), or null where it has none. */
export function generalFieldOf(field: string): string | null {
  if (/^footerLinks\.\d+\.(url|text)$/.test(field)) return field;
  const top = field.split('.')[0] ?? '';
  return top in properties && top !== 'theme' && top !== 'geocoderUrl' ? top : null;
}
