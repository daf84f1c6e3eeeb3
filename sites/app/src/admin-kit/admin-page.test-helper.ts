import type { ComponentType } from 'react';
import type { SessionContact } from '@masthead/client';
import { queryOf, type SentCall } from '@masthead/client/testing';
import { getByLabelText } from '@masthead/test/browser-setup';
import type { PageProps } from '../routes/pages.ts';
import { renderPage } from '../testing/render-page.tsx';
import { adminContact } from './admin-contacts.test-helper.ts';

/**
 * Mounts an admin page at its own route (`/admin/emails`), logged in as an
 * admin unless another contact is given, asking `api` (usually `fakeApi`).
 * @example await renderAdminPage(EmailsPage, '/admin/emails', fakeApi(answer));
 */
export function renderAdminPage(
  Page: ComponentType<PageProps>,
  path: string,
  api: { fetch: typeof fetch },
  contact: SessionContact = adminContact,
) {
  return renderPage(Page, { url: path, route: path, fetch: api.fetch, contact });
}

/** Picks `value` in the select labelled `label` (within `scope`), as a person choosing an option would. */
export function chooseOption(label: string, value: string, scope?: ParentNode) {
  const field = getByLabelText(label, scope) as unknown as HTMLSelectElement;
  field.value = value;
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The rule group a call sent in `?rules=`, parsed, or null. */
export const rulesOf = (call: SentCall): unknown => {
  const rules = queryOf(call).get('rules');
  return rules === null ? null : JSON.parse(rules);
};
