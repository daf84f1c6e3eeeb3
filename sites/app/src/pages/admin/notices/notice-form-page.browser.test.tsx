import { sendKeys } from '@web/test-runner-commands';
import {
  assert,
  axeViolations,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  typeInto,
  waitFor,
} from '@masthead/test/browser-setup';
import type { Notice } from '@masthead/core';
import { apiError, fakeApi, pathOf, validationAnswer, type FakeRoute } from '@masthead/client/testing';
import { renderPage } from '../../../testing/render-page.tsx';
import { makeNotice } from '../../profile/notices/notice.test-helper.ts';
import { adminContact } from '../../../admin-kit/admin-contacts.test-helper.ts';
import { NoticeAddPage, NoticeEditPage } from './notice-form-page.tsx';

const saved = makeNotice({ name: 'Summer appeal' });

async function openAdd(
  answer: FakeRoute = (call) => (call.method === 'POST' ? { status: 200, body: saved } : undefined),
) {
  const api = fakeApi(answer);
  const ctx = await renderPage(NoticeAddPage, {
    url: '/admin/notices/add',
    route: '/admin/notices/add',
    fetch: api.fetch,
    contact: adminContact,
  });
  await waitFor(() => getByRole('textbox', { name: 'Text' }), { timeout: 4000 });
  return { api, ctx };
}

const field = (label: string) => getByLabelText(label);
const errorOf = (label: string) =>
  document.getElementById(field(label).getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent;
const save = () => getByRole('button', { name: 'Save notice' }).click();
const fill = (values: Record<string, string>) =>
  Object.entries(values).forEach(([label, value]) => typeInto(field(label), value));

describe('Add a notice', () => {
  it('refuses an address that is not http(s) on its field, and sends nothing', async () => {
    const { api } = await openAdd();
    fill({ Name: 'Summer appeal', 'Button text': 'Give now', 'Button address': 'give.example.org' });
    save();
    await waitFor(() => assert.equal(field('Button address').getAttribute('aria-invalid'), 'true'));
    assert.equal(errorOf('Button address'), 'Enter a web address starting with http:// or https://, or a page of this site starting with /.');
    assert.equal(document.activeElement, field('Button address'));
    getByText('Something is missing. Please check the fields above.');
    assert.equal(api.calls.length, 0);
    assert.deepEqual(await axeViolations(), []);
  });

  it('refuses an end before the start on the end field', async () => {
    const { api } = await openAdd();
    fill({ Name: 'Summer appeal', Starts: '2026-12-02T09:00', Ends: '2026-12-01T09:00' });
    save();
    await waitFor(() => assert.equal(errorOf('Ends'), 'The end must come after the start.'));
    assert.equal(field('Ends').getAttribute('aria-invalid'), 'true');
    assert.equal(field('Starts').getAttribute('aria-invalid'), null);
    assert.equal(api.calls.length, 0);
  });

  it('saves the notice and moves to its page with a notification', async () => {
    const { api } = await openAdd();
    fill({
      Name: ' Summer appeal ',
      'Button text': 'Give now',
      'Button address': 'https://give.example.org',
      Starts: '2026-12-01T09:00',
    });
    getByRole('textbox', { name: 'Text' }).focus();
    await sendKeys({ type: 'Please give' });
    save();
    await waitFor(() => assert.equal(location.pathname, `/admin/notices/view/${saved.id}`));
    assert.equal(api.calls[0]!.operation, 'POST /notice');
    assert.deepEqual(api.calls[0]!.body, {
      name: 'Summer appeal',
      text: '<p>Please give</p>',
      buttonText: 'Give now',
      url: 'https://give.example.org',
      starts: new Date(2026, 11, 1, 9, 0).toISOString(),
      expires: null,
    });
    await waitFor(() => getByText(/^Success: The notice has been saved\.$/));
  });

  it("shows the server's field errors on their fields", async () => {
    await openAdd((call) =>
      call.method === 'POST' ? validationAnswer([{ field: 'expires', rule: 'after-start' }]) : undefined,
    );
    fill({ Name: 'Summer appeal' });
    save();
    await waitFor(() => assert.equal(errorOf('Ends'), 'The end must come after the start.'));
    getByText('Something is missing. Please check the fields above.');
    assert.equal(location.pathname, '/admin/notices/add');
  });
});

describe('Edit a notice', () => {
  async function openEdit(notice: Notice | null) {
    const api = fakeApi((call) => {
      if (pathOf(call) !== `notice/${saved.id}`) return undefined;
      if (!notice) return apiError('not-found');
      if (call.method === 'PATCH') return { status: 200, body: { ...notice, ...(call.body as object) } };
      return { status: 200, body: notice };
    });
    await renderPage(NoticeEditPage, {
      url: `/admin/notices/edit/${saved.id}`,
      route: '/admin/notices/edit/:id',
      params: { id: saved.id },
      fetch: api.fetch,
      contact: adminContact,
    });
    return api;
  }

  it('shows the saved fields and sends them all, an emptied end as none', async () => {
    const api = await openEdit(saved);
    await waitFor(() => assert.equal(field('Name').value, 'Summer appeal'));
    await waitFor(() => getByText('summer appeal', getByRole('textbox', { name: 'Text' })), { timeout: 4000 });
    assert.equal(field('Button address').value, 'https://give.example.org/summer');
    assert.match(field('Ends').value, /^2026-12-31T\d\d:00$/);
    fill({ Name: 'Winter appeal', Ends: '' });
    save();
    await waitFor(() => assert.equal(location.pathname, `/admin/notices/view/${saved.id}`));
    const patch = api.calls.find((c) => c.method === 'PATCH')!;
    assert.deepEqual(patch.body, {
      name: 'Winter appeal',
      text: saved.text,
      buttonText: 'Give now',
      url: 'https://give.example.org/summer',
      starts: saved.starts,
      expires: null,
    });
  });

  it('is "Page not found" for an unknown notice', async () => {
    await openEdit(null);
    await waitFor(() => getByRole('heading', { name: 'Page not found' }));
  });
});
