import type { CalloutAccess } from '../schemas/callout.ts';
import { isPlainObject } from './answer-problem.ts';

/** One newsletter group a reader may choose: its id (what the server stores) and its label. */
export interface NewsletterGroup {
  id: string;
  label: string;
  /** Ticked before the reader chooses. */
  checked: boolean;
}

/** The newsletter sign-up a call-out offers (docs/product/entities.md: label, text, groups). */
export interface NewsletterOptIn {
  title: string;
  text: string;
  /** The opt-in checkbox's label; `''` for the interface's own. */
  label: string;
  groups: NewsletterGroup[];
}

/** As many groups as `POST callout/{id}/responses` takes in `newsletter.groups`, ids as long. */
const maxNewsletterGroups = 50;
const maxGroupIdLength = 200;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function readGroup(value: unknown): NewsletterGroup | null {
  if (typeof value === 'string') return { id: value, label: value, checked: false };
  if (!isPlainObject(value)) return null;
  const id = text(value.id);
  return { id, label: text(value.label) || id, checked: value.checked === true };
}

/**
 * A call-out's `newsletterSchema` as the widget offers it, read leniently (it
 * is stored as given): `{title?, text?, optIn? (the checkbox label; `label`
 * is read too), groups?: [{id, label, checked?}] or ['id', …]}`. Groups
 * without a usable id, repeated ids and those past the server's limit are
 * left out. Null when the call-out offers no sign-up.
 * @example newsletterOptIn({optIn: 'Send me news', groups: [{id: 'weekly', label: 'Weekly'}]})
 * // {title: '', text: '', label: 'Send me news', groups: [{id: 'weekly', label: 'Weekly', checked: false}]}
 */
export function newsletterOptIn(schema: unknown): NewsletterOptIn | null {
  if (!isPlainObject(schema)) return null;
  const seen = new Set<string>();
  const groups: NewsletterGroup[] = [];
  for (const value of Array.isArray(schema.groups) ? schema.groups : []) {
    const group = readGroup(value);
    if (!group || group.id === '' || group.id.length > maxGroupIdLength || seen.has(group.id)) continue;
    seen.add(group.id);
    if (groups.push(group) === maxNewsletterGroups) break;
  }
  return {
    title: text(schema.title),
    text: text(schema.text),
    label: text(schema.optIn) || text(schema.label),
    groups,
  };
}

/**
 * Whether a call-out asks for (or knows) who answers: members, or guests
 * giving their details. A newsletter sign-up is refused elsewhere
 * (docs/product/rules.md, Text limits and other rules); the builder and the server both apply this.
 */
export const collectsContact = (access: CalloutAccess): boolean => access === 'member' || access === 'guest';
