import {
  afterEach,
  assert,
  axeViolations,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  queryAllByRole,
  queryAllByText,
  sleep,
  typeInto,
  waitFor,
} from '@masthead/test/browser-setup';
import type { ApiKey } from '@masthead/core';
import type { SessionContact } from '@masthead/client';
import { apiError, fakeApi, listAnswer, pathOf, queryOf, type Answer } from '@masthead/client/testing';
import { renderPage } from '../../../testing/render-page.tsx';
import { adminContact } from '../../../admin-kit/admin-contacts.test-helper.ts';
import { chooseOption } from '../../../admin-kit/admin-page.test-helper.ts';
import { ApiKeysPage } from './api-keys-page.tsx';

const superadmin: SessionContact = { ...adminContact, activeRoles: ['member', 'superadmin'] };
const token = 'mh_live_0123456789abcdefghijklmnopqrstuvwxyz';

const keyId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
/** 27 keys, newest first; every third never expires, the last one has expired. */
const makeKeys = (): ApiKey[] =>
  Array.from({ length: 27 }, (_, i) => ({
    id: keyId(i + 1),
    description: `Key ${String(i + 1).padStart(2, '0')}`,
    creator: i === 1 ? null : { id: adminContact.id, displayName: 'Ed Itor' },
    createdAt: '2026-02-01T10:00:00.000Z',
    expires: i === 26 ? '2020-01-01T00:00:00.000Z' : i % 3 === 0 ? null : '2099-05-01T10:00:00.000Z',
  }));

/** A fake API keeping its keys: POST adds one (or answers `refuse`), DELETE removes one. */
async function open(contact: SessionContact = superadmin, refuse?: Answer) {
  const keys = makeKeys();
  const api = fakeApi((call) => {
    if (call.operation === 'GET /api-key') {
      const offset = Number(queryOf(call).get('offset') ?? 0);
      const limit = Number(queryOf(call).get('limit') ?? 50);
      return listAnswer(keys.slice(offset, offset + limit), keys.length, offset);
    }
    if (call.operation === 'POST /api-key') {
      if (refuse) return refuse;
      const { description, expires } = call.body as { description: string; expires: string | null };
      const creator = { id: contact.id, displayName: contact.displayName };
      keys.unshift({ id: keyId(99), description, expires, creator, createdAt: new Date().toISOString() });
      return { status: 200, body: { token } };
    }
    if (call.operation === 'DELETE /api-key/{id}') {
      const at = keys.findIndex((k) => `api-key/${k.id}` === pathOf(call));
      if (at === -1) return apiError('not-found');
      keys.splice(at, 1);
      return { status: 204 };
    }
    return undefined;
  });
  await renderPage(ApiKeysPage, {
    url: '/admin/settings/api-keys',
    route: '/admin/settings/api-keys',
    fetch: api.fetch,
    contact,
  });
  await waitFor(() => table());
  return api;
}

/** A date as the admin screens write it in English, in this browser's time zone. */
const when = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const table = () => getByRole('group', { name: 'API keys' }).querySelector('table')!;
const cells = (row: number) => [...table().querySelectorAll('tbody tr')[row]!.children].map((c) => c.textContent);
const riskBox = /I understand that a key without expiry/;
const posts = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.operation === 'POST /api-key');

const clipboard = navigator.clipboard;
const realWriteText = clipboard.writeText;

describe('API keys page', () => {
  afterEach(() => {
    clipboard.writeText = realWriteText;
  });

  it('lists description, creator, created and expiry, 25 a page, under the settings tabs', async () => {
    const api = await open();
    assert.equal(getByRole('heading', { level: 1 }).textContent, 'Settings');
    assert.equal(getByRole('link', { name: 'API keys' }).getAttribute('aria-current'), 'page');
    assert.equal(queryOf(api.calls[0]!).toString(), 'limit=25&offset=0');
    const created = when('2026-02-01T10:00:00.000Z');
    assert.deepEqual(cells(0), ['Key 01', 'Ed Itor', created, 'Never', 'Revoke Key 01']);
    assert.deepEqual(cells(1), [
      'Key 02',
      'Deleted contact',
      created,
      when('2099-05-01T10:00:00.000Z'),
      'Revoke Key 02',
    ]);
    getByText('Showing 1–25 of 27');
    assert.deepEqual(await axeViolations(), []);

    getByRole('button', { name: 'Next page' }).click();
    await waitFor(() => getByText('Showing 26–27 of 27'));
    assert.equal(queryOf(api.calls.at(-1)!).get('offset'), '25');
    assert.deepEqual(cells(1), [
      'Key 27',
      'Ed Itor',
      created,
      `${when('2020-01-01T00:00:00.000Z')} Expired`,
      'Revoke Key 27',
    ]);
  });

  it('creates a key without expiry only after the risk box is ticked, and shows its token once', async () => {
    const api = await open();
    const written: string[] = [];
    clipboard.writeText = async (text: string) => void written.push(text);

    getByRole('button', { name: 'Create API key' }).click();
    await waitFor(() => getByText('This field is required'));
    assert.equal(document.activeElement, getByLabelText(/^Description/));
    assert.equal(posts(api).length, 0);

    typeInto(getByLabelText(/^Description/), 'Newsletter sync');
    assert.equal(queryAllByText(riskBox).length, 0, 'the risk box shows only for "Never"');
    chooseOption('Expires', 'never');
    await waitFor(() => getByLabelText(riskBox));
    await sleep(0);
    getByRole('button', { name: 'Create API key' }).click();
    await waitFor(() => getByText('Tick the box to create a key that never expires, or choose an expiry.'));
    assert.equal(document.activeElement, getByLabelText(riskBox));
    assert.equal(getByLabelText(riskBox).getAttribute('aria-invalid'), 'true');
    assert.equal(posts(api).length, 0, 'nothing is sent without the tick');
    assert.deepEqual(await axeViolations(), []);

    getByLabelText(riskBox).click();
    await sleep(0);
    getByRole('button', { name: 'Create API key' }).click();
    await waitFor(() => getByLabelText('Token'));
    assert.deepEqual(posts(api)[0]!.body, { description: 'Newsletter sync', expires: null });
    const field = getByLabelText('Token');
    assert.equal(field.value, token);
    assert.ok(field.readOnly);
    assert.equal(document.activeElement, field);
    getByText('Copy its token now and keep it somewhere safe: it will not be shown again.');
    await waitFor(() => assert.deepEqual(cells(0).slice(0, 2), ['Newsletter sync', superadmin.displayName]));
    assert.deepEqual(await axeViolations(), []);

    getByRole('button', { name: 'Copy token' }).click();
    await waitFor(() => getByText('Copied'));
    assert.deepEqual(written, [token]);

    getByRole('button', { name: 'Done' }).click();
    await waitFor(() => getByLabelText(/^Description/));
    assert.equal(queryAllByText(token).length, 0);
    assert.equal(document.querySelector('input[readonly]'), null, 'the token is gone');
    assert.equal(document.activeElement, getByRole('heading', { name: 'Create API key' }));
  });

  it('sends an expiry in the chosen number of days', async () => {
    const api = await open();
    typeInto(getByLabelText(/^Description/), 'Donations export');
    chooseOption('Expires', '30');
    await sleep(0);
    const before = Date.now();
    getByRole('button', { name: 'Create API key' }).click();
    await waitFor(() => getByLabelText('Token'));
    const { expires } = posts(api)[0]!.body as { expires: string };
    const days = (Date.parse(expires) - before) / 86_400_000;
    assert.ok(days > 29.99 && days < 30.01, `${expires} is 30 days away`);
  });

  it('selects the token to copy by hand when the clipboard is refused', async () => {
    await open();
    clipboard.writeText = async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    };
    typeInto(getByLabelText(/^Description/), 'CRM');
    await sleep(0);
    getByRole('button', { name: 'Create API key' }).click();
    await waitFor(() => getByLabelText('Token'));
    getByRole('button', { name: 'Copy token' }).click();
    await waitFor(() => getByText('The token is selected: press Ctrl+C (or ⌘+C) to copy it.'));
    const field = getByLabelText('Token');
    assert.equal(document.activeElement, field);
    assert.equal(field.selectionEnd! - field.selectionStart!, token.length);
  });

  it('shows the server’s refusals on the field and under the form', async () => {
    const refusal = apiError('validation');
    (refusal.body as { errors: unknown }).errors = [{ field: 'expires', rule: 'future' }];
    const api = await open(superadmin, refusal);
    typeInto(getByLabelText(/^Description/), 'CRM');
    await sleep(0);
    getByRole('button', { name: 'Create API key' }).click();
    await waitFor(() => getByText('The expiry must be in the future.'));
    assert.equal(posts(api).length, 1);
    assert.equal(getByLabelText(/^Expires/).getAttribute('aria-invalid'), 'true');
    getByText('Something is missing. Please check the fields above.');
    assert.equal(queryAllByRole('textbox', { name: 'Token' }).length, 0);
  });

  it('revokes a key after a confirmation naming it', async () => {
    const api = await open();
    getByRole('button', { name: 'Revoke Key 03' }).click();
    const dialog = await waitFor(() => getByRole('dialog', { name: 'Revoke the API key “Key 03”?' }));
    assert.equal(document.activeElement, getByRole('button', { name: 'Cancel' }, dialog));
    getByRole('button', { name: 'Cancel' }, dialog).click();
    await waitFor(() => assert.equal(queryAllByRole('dialog').length, 0));
    assert.equal(api.calls.filter((c) => c.method === 'DELETE').length, 0);

    getByRole('button', { name: 'Revoke Key 03' }).click();
    const again = await waitFor(() => getByRole('dialog', { name: 'Revoke the API key “Key 03”?' }));
    getByRole('button', { name: 'Revoke key' }, again).click();
    await waitFor(() => getByText(/The API key “Key 03” has been revoked\./));
    assert.equal(api.calls.filter((c) => c.method === 'DELETE')[0]!.path, `api-key/${keyId(3)}`);
    await waitFor(() => getByText('Showing 1–25 of 26'));
    assert.equal(queryAllByRole('button', { name: 'Revoke Key 03' }).length, 0);
    assert.equal(document.activeElement, getByRole('heading', { name: 'Keys' }));
  });

  it('says what a key is for and who creates one when there is none', async () => {
    const api = fakeApi((call) => (call.operation === 'GET /api-key' ? listAnswer([]) : undefined));
    await renderPage(ApiKeysPage, {
      url: '/admin/settings/api-keys',
      route: '/admin/settings/api-keys',
      fetch: api.fetch,
      contact: superadmin,
    });
    const said = await waitFor(() =>
      getByText(
        'No API keys yet. A key lets another system, such as your CRM, use the API; a superadmin creates one on this page.',
      ),
    );
    assert.equal(said.getAttribute('role'), 'status');
    getByRole('button', { name: 'Create API key' });
  });

  it('offers no form to an admin who is not a superadmin', async () => {
    await open(adminContact);
    getByText('Only a superadmin can create API keys.');
    assert.equal(queryAllByRole('button', { name: 'Create API key' }).length, 0);
    getByRole('button', { name: 'Revoke Key 01' });
    assert.deepEqual(await axeViolations(), []);
  });
});
