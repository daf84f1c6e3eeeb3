import type { NewsletterStatus } from '@masthead/core';
import type { Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import { applyFromProvider, contactsByEmail, mergeGroups } from './newsletter-apply.ts';
import type { NewsletterProvider } from './newsletter-provider.ts';
import type { StoredNewsletterSettings } from './newsletter-settings.ts';

/** A form body read into nested objects: `data[merges][EMAIL]=a` → `{data: {merges: {EMAIL: 'a'}}}`. */
export type FormValue = string | { [key: string]: FormValue };

const unsafeKeys = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * Reads `application/x-www-form-urlencoded` text as Mailchimp sends it,
 * with bracketed keys nested. Keys that could reach an object's prototype
 * are dropped; a key that is both a value and a parent keeps the first.
 * @example parseForm('type=unsubscribe&data[email]=a%40b.org') // {type: 'unsubscribe', data: {email: 'a@b.org'}}
 */
export function parseForm(text: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\]?\[|\]$/).filter((part) => part !== '');
    if (path.length === 0 || path.some((part) => unsafeKeys.has(part))) continue;
    let node: Record<string, FormValue> = root;
    for (const part of path.slice(0, -1)) {
      const next = Object.hasOwn(node, part) ? node[part] : (node[part] = {});
      if (typeof next === 'string' || next === undefined) {
        node = {};
        break;
      }
      node = next;
    }
    const last = path[path.length - 1] as string;
    if (!Object.hasOwn(node, last)) node[last] = value;
  }
  return root;
}

export interface WebhookEvent {
  type: string;
  data?: { [key: string]: FormValue };
}

const text = (value: FormValue | undefined) => (typeof value === 'string' ? value : '');

/**
 * Applies one Mailchimp webhook event to the contact it names (by address;
 * an address no contact has is ignored, as are other audiences' events):
 * `subscribe` subscribed, `unsubscribe` unsubscribed (`none` when the
 * member was deleted), `cleaned` cleaned, `profile` and `subscribe` also
 * take the member's groups as Mailchimp has them, `upemail` asks the
 * contact to confirm the new address (`requestEmailChange`). Changes are
 * marked as the provider's: they are not pushed back.
 */
export async function applyWebhookEvent(
  db: Kysely<Database>,
  settings: StoredNewsletterSettings,
  provider: NewsletterProvider,
  event: WebhookEvent,
  requestEmailChange: EmailChangeRequest,
): Promise<void> {
  const data = event.data ?? {};
  const listId = text(data.list_id);
  if (listId !== '' && listId !== settings.audienceId) return;
  if (event.type === 'upemail') return moveAddress(db, text(data.old_email), text(data.new_email), requestEmailChange);
  const email = text(data.email);
  const [contact] = await contactsByEmail(db, email === '' ? [] : [email]);
  if (!contact) return;
  const statusOf: Record<string, NewsletterStatus | undefined> = {
    subscribe: 'subscribed',
    unsubscribe: text(data.action) === 'delete' ? 'none' : 'unsubscribed',
    cleaned: 'cleaned',
  };
  const status = statusOf[event.type];
  let groups: string[] | undefined;
  if (event.type === 'subscribe' || event.type === 'profile') {
    // The event names groups by their titles; the member's interests by id are certain.
    const member = await provider.member(email).catch(() => null);
    if (member) groups = mergeGroups(contact.groups, member);
  }
  if (!status && !groups) return;
  await applyFromProvider(db, [{ id: contact.id, ...(status ? { status } : {}), ...(groups ? { groups } : {}) }]);
}

/**
 * Asks the contact to confirm a new address (Masthead's own email change: a
 * link to the new address, the old one told once it is used). The address
 * is the contact's login, so a change made in Mailchimp never moves it by
 * itself; an address another contact has is ignored as the self-service
 * change ignores it.
 */
export type EmailChangeRequest = (contactId: string, newEmail: string) => Promise<void>;

async function moveAddress(db: Kysely<Database>, oldEmail: string, newEmail: string, request: EmailChangeRequest) {
  if (oldEmail === '' || !/^[^\s@]+@[^\s@]+$/.test(newEmail)) return;
  const [contact] = await contactsByEmail(db, [oldEmail]);
  if (!contact) return;
  await request(contact.id, newEmail.trim());
}
