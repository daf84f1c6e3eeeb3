import type { FieldError, NewsletterSettings, NewsletterSettingsPatch } from '@masthead/core';

/** The newsletter tab's form: the settings, with an empty key meaning "keep the saved one". */
export interface NewsletterDraft {
  provider: NewsletterSettings['provider'];
  /** A new key typed in; the saved one is never sent back (only its masked form). */
  apiKey: string;
  serverPrefix: string;
  audienceId: string;
  doubleOptIn: boolean;
  groups: { id: string; label: string; interestId: string }[];
}

export const newsletterDraftOf = (saved: NewsletterSettings): NewsletterDraft => ({
  provider: saved.provider,
  apiKey: '',
  serverPrefix: saved.serverPrefix,
  audienceId: saved.audienceId,
  doubleOptIn: saved.doubleOptIn,
  groups: saved.groups.map((group) => ({ ...group })),
});

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The fields that changed, and what is plainly missing for Mailchimp (the
 * server checks the rest, and asks Mailchimp whether key and audience work).
 * @example newsletterPatch({...draft, doubleOptIn: false}, saved).patch // {doubleOptIn: false}
 */
export function newsletterPatch(
  draft: NewsletterDraft,
  saved: NewsletterSettings,
): { patch: NewsletterSettingsPatch; errors: FieldError[] } {
  const patch: Mutable<NewsletterSettingsPatch> = {};
  const apiKey = draft.apiKey.trim();
  if (draft.provider !== saved.provider) patch.provider = draft.provider;
  if (apiKey !== '') patch.apiKey = apiKey;
  if (draft.serverPrefix.trim() !== saved.serverPrefix && draft.serverPrefix.trim() !== '')
    patch.serverPrefix = draft.serverPrefix.trim();
  if (draft.audienceId.trim() !== saved.audienceId && draft.audienceId.trim() !== '')
    patch.audienceId = draft.audienceId.trim();
  if (draft.doubleOptIn !== saved.doubleOptIn) patch.doubleOptIn = draft.doubleOptIn;
  const groups = draft.groups.map((group) => ({ ...group, id: group.id.trim(), label: group.label.trim() }));
  if (JSON.stringify(groups) !== JSON.stringify(saved.groups)) patch.groups = groups;
  const errors: FieldError[] = [];
  if (draft.provider === 'mailchimp') {
    if (apiKey === '' && saved.apiKey === '') errors.push({ field: 'apiKey', rule: 'required' });
    if (draft.audienceId.trim() === '') errors.push({ field: 'audienceId', rule: 'required' });
  }
  groups.forEach((group, index) => {
    if (group.id === '') errors.push({ field: `groups.${index}.id`, rule: 'required' });
  });
  return { patch, errors };
}

/** The form's key for a server's field: the field itself (`groups.0.id` included). */
export const newsletterFieldOf = (field: string): string | null =>
  /^(provider|apiKey|serverPrefix|audienceId|doubleOptIn|groups\.\d+\.(id|label|interestId))$/.test(field)
    ? field
    : null;
