import type { SessionContact } from '@masthead/client';
import type {
  CalloutResponse,
  Contact,
  ContactProfile,
  ContactRole,
  ContactRoleName,
  JoinSource,
} from '@masthead/core';
import { apiError, listAnswer, queryOf, type FakeRoute, type SentCall } from '@masthead/client/testing';
import { renderPage } from '../../../testing/render-page.tsx';
import { adminContact } from '../../../admin-kit/admin-contacts.test-helper.ts';
import { ContactPage } from './contact-page.tsx';
import { ada, contactServer, monthlyCard } from './contact.test-helper.ts';

/** Ada's profile as an admin reads it: subscribed to two groups, nothing else filled in. */
export const adaProfile: ContactProfile = {
  telephone: '',
  preferredContact: '',
  deliveryOptIn: false,
  deliveryAddress: null,
  newsletterStatus: 'subscribed',
  newsletterGroups: ['Weekly', 'Events'],
  notes: '',
  description: '',
};

interface AccountOptions {
  /** Whether Ada has 2FA on. */
  mfa?: boolean;
  /** Addresses other contacts have: asking for one answers `duplicate-email`. */
  taken?: string[];
  /** Ada's call-out responses, newest first, as the server pages them. */
  responses?: CalloutResponse[];
  /** The caller is a superadmin (only they may grant or remove superadmin). */
  superadmin?: boolean;
  /** Where Ada joined from (admins read it with `with=profile`). */
  joinSource?: JoinSource | null;
  /** Ada's roles, instead of member and admin. */
  roles?: ContactRole[];
  /** Answers first: a test's refusal. */
  route?: FakeRoute;
}

/**
 * Ada's contact as the server keeps it for the account and call-outs tabs:
 * her profile and roles (changed by PATCH and the role calls), her 2FA, the
 * security actions, the delete, and her responses in pages. Changing the
 * email only asks (the server sends a link), so it stays as it was.
 */
export function accountServer(options: AccountOptions = {}) {
  const { mfa = false, taken = [], responses = [], superadmin = false, route } = options;
  let contact: Contact = {
    ...structuredClone(ada),
    profile: structuredClone(adaProfile),
    roles: structuredClone(options.roles ?? ada.roles ?? []),
    joinSource: options.joinSource ?? null,
  };
  let mfaOn = mfa;
  const emailRequests: string[] = [];
  const refuseSuperadmin = (role: ContactRoleName) => role === 'superadmin' && !superadmin;
  const answer = (call: SentCall) => {
    const id = ada.id;
    const role = call.path.split('?')[0]!.split('/')[3] as ContactRoleName;
    switch (call.operation) {
      case 'GET /contact/{id}':
        return { status: 200, body: { ...contact, contribution: monthlyCard } };
      case 'PATCH /contact/{id}': {
        const body = call.body as { email?: string; firstname?: string; lastname?: string; profile?: object };
        if (body.email && taken.includes(body.email.toLowerCase())) return apiError('duplicate-email');
        if (body.email) emailRequests.push(body.email);
        contact = {
          ...contact,
          ...(body.firstname !== undefined ? { firstname: body.firstname } : {}),
          ...(body.lastname !== undefined ? { lastname: body.lastname } : {}),
          profile: { ...contact.profile!, ...body.profile },
        };
        contact.displayName = `${contact.firstname} ${contact.lastname}`.trim() || contact.email;
        return { status: 200, body: contact };
      }
      case 'PUT /contact/{id}/role/{role}': {
        if (refuseSuperadmin(role)) return apiError('forbidden');
        const body = call.body as { dateAdded?: string; dateExpires?: string | null };
        const made: ContactRole = {
          role,
          dateAdded: body.dateAdded ?? new Date().toISOString(),
          dateExpires: body.dateExpires ?? null,
        };
        contact = { ...contact, roles: [...(contact.roles ?? []).filter((r) => r.role !== role), made] };
        return { status: 200, body: made };
      }
      case 'DELETE /contact/{id}/role/{role}':
        if (refuseSuperadmin(role)) return apiError('forbidden');
        if (!contact.roles?.some((r) => r.role === role)) return apiError('not-found');
        contact = { ...contact, roles: contact.roles.filter((r) => r.role !== role) };
        return { status: 204 };
      case 'GET /contact/{id}/mfa':
        return { status: 200, body: mfaOn ? { type: 'totp' } : null };
      case 'DELETE /contact/{id}/mfa':
        mfaOn = false;
        return { status: 204 };
      case 'POST /contact/{id}/reset-password':
      case 'POST /contact/{id}/unlock':
      case 'DELETE /contact/{id}':
        return { status: 204 };
      case 'POST /contact/{id}/login-link':
        return { status: 200, body: { url: `${location.origin}/auth/login-link/${id}-once` } };
      default:
        return undefined;
    }
  };
  const api = contactServer({
    contribution: monthlyCard,
    route: async (call) => {
      const first = await route?.(call);
      if (first) return first;
      if (call.operation === 'GET /callout-responses') {
        const offset = Number(queryOf(call).get('offset') ?? 0);
        const limit = Number(queryOf(call).get('limit') ?? 50);
        return listAnswer(responses.slice(offset, offset + limit), responses.length, offset);
      }
      return call.path.startsWith(`contact/${ada.id}`) ? answer(call) : undefined;
    },
  });
  return { ...api, contact: () => contact, emailRequests, mfaOn: () => mfaOn };
}

export type AccountServer = ReturnType<typeof accountServer>;

/** Sets a textarea's or a select's value as typing or choosing would (`typeInto` is for inputs). */
export function setValue(field: HTMLElement, value: string) {
  const prototype = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** The calls of one operation the page made, e.g. `sent(api, 'DELETE /contact/{id}')`. */
export const sent = (api: AccountServer, operation: string) => api.calls.filter((c) => c.operation === operation);

/** Opens the account or call-outs tab (or the overview) as an admin, by default Ed, who is not Ada. */
export async function openTab(api: AccountServer, tab: '' | 'account' | 'callouts', me: SessionContact = adminContact) {
  return renderPage(ContactPage, {
    url: `/admin/contacts/${ada.id}${tab ? `/${tab}` : ''}`,
    route: tab ? `/admin/contacts/:id/${tab}` : '/admin/contacts/:id',
    params: { id: ada.id },
    fetch: api.fetch,
    contact: me,
  });
}
