import type { FieldError, JoinSetup, JoinSetupPatch } from '@masthead/core';
import { groupIdTaken } from './builder-rules.ts';

/** The fields of content/join/setup each tab edits and saves (the rest stay as they are). */
export const setupTabFields = {
  intro: [
    'welcome',
    'surveySlug',
    'surveyRequired',
    'surveyText',
    'showMailOptIn',
    'showNewsletterOptIn',
    'newsletterTitle',
    'newsletterText',
    'newsletterOptIn',
    'newsletterGroups',
    'captcha',
  ],
  email: ['welcomeEmailText', 'cancellationEmailText'],
  confirmation: ['confirmEmailTitle', 'confirmEmailText'],
} as const satisfies Record<string, readonly (keyof JoinSetup)[]>;
export type SetupTab = keyof typeof setupTabFields;

/** The builder's key of a server's field: the field itself, a group's `newsletterGroups.0.id` as it is. */
export function setupFieldOf(field: string, fields: readonly (keyof JoinSetup)[]): string | null {
  const [head, index, part] = field.split('.');
  if (!fields.includes(head as keyof JoinSetup)) return null;
  if (head === 'newsletterGroups' && index !== undefined) return `newsletterGroups.${index}.${part ?? 'id'}`;
  return head ?? null;
}

/** What the browser can tell before sending: each newsletter group needs an id of its own. */
function groupErrors(draft: JoinSetup): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  draft.newsletterGroups.forEach((group, i) => {
    const id = group.id.trim();
    if (!id) errors.push({ field: `newsletterGroups.${i}.id`, rule: 'required' });
    else if (seen.has(id)) errors.push({ field: `newsletterGroups.${i}.id`, rule: groupIdTaken });
    seen.add(id);
  });
  return errors;
}

/**
 * `PATCH content/join/setup`'s body for one tab: its fields that differ from
 * what is saved (group ids trimmed); or the errors the browser finds first.
 * @example setupPatch({...saved, welcome: 'Hi'}, saved, setupTabFields.intro) // {patch: {welcome: 'Hi'}, errors: []}
 */
export function setupPatch(
  draft: JoinSetup,
  saved: JoinSetup,
  fields: readonly (keyof JoinSetup)[],
): { patch: JoinSetupPatch; errors: FieldError[] } {
  const errors = fields.includes('newsletterGroups') ? groupErrors(draft) : [];
  const clean = { ...draft, newsletterGroups: draft.newsletterGroups.map((g) => ({ ...g, id: g.id.trim() })) };
  const patch: Record<string, unknown> = {};
  for (const key of fields) {
    if (JSON.stringify(clean[key]) !== JSON.stringify(saved[key])) patch[key] = clean[key];
  }
  return { patch: patch as JoinSetupPatch, errors };
}
