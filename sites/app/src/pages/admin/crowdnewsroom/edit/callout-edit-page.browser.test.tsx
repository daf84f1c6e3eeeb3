import {
  assert,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  queryAllByRole,
  sleep,
  typeInto,
  waitFor,
  axeViolations,
} from '@masthead/test/browser-setup';
import { validationAnswer } from '@masthead/client/testing';
import { member, renderPage } from '../../../../testing/render-page.tsx';
import { CalloutEditPage } from './callout-edit-page.tsx';
import { draftCallout, fakeCalloutServer } from './fake-callout-server.ts';

const admin = { ...member, activeRoles: ['admin'] };

async function openNew(server = fakeCalloutServer()) {
  await renderPage(CalloutEditPage, {
    url: '/admin/crowdnewsroom/new',
    route: '/admin/crowdnewsroom/new',
    fetch: server.fetch,
    contact: admin,
  });
  await waitFor(() => getByRole('tab', { name: 'Content' }));
  return server;
}

async function openExisting(server = fakeCalloutServer(), contact = admin) {
  server.store.set('c9', draftCallout());
  await renderPage(CalloutEditPage, {
    url: '/admin/crowdnewsroom/edit/c9',
    route: '/admin/crowdnewsroom/edit/:id',
    params: { id: 'c9' },
    fetch: server.fetch,
    contact,
  });
  await waitFor(() => getByText('Status: Draft'));
  return server;
}

const openTab = async (name: string) => {
  getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  await waitFor(() =>
    assert.equal(getByRole('tab', { name: new RegExp(`^${name}`) }).getAttribute('aria-selected'), 'true'),
  );
};
const dialog = () =>
  waitFor(() => {
    const open = document.querySelector<HTMLDialogElement>('dialog[open]');
    if (!open) throw new Error('no open dialog');
    return open;
  });
const describedText = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
const writes = (server: ReturnType<typeof fakeCalloutServer>) => server.calls.filter((c) => c.method !== 'GET');

describe('Call-out edit page', () => {
  it('saves a new call-out as a draft with its title, form and settings', async () => {
    const server = await openNew();
    getByRole('button', { name: 'Text field' }, getByRole('group', { name: 'Questions and content' })).click();
    await sleep(0);
    await openTab('Title and image');
    typeInto(getByLabelText('Title'), 'Where do you cycle?');
    await sleep(0);
    assert.equal(getByLabelText('Slug').value, 'where-do-you-cycle', 'the slug follows the title');
    getByRole('button', { name: 'Save draft' }).click();
    await waitFor(() => getByText(/^Success: The call-out has been saved$/));
    const post = server.calls.find((c) => c.method === 'POST')!;
    const body = post.body as {
      variants: { default: { title: string } };
      formSchema: { slides: { components: unknown[] }[] };
      starts?: unknown;
    };
    assert.equal(body.variants.default.title, 'Where do you cycle?');
    assert.equal(body.formSchema.slides[0]!.components.length, 1);
    assert.equal(body.starts, undefined, 'a draft has no start');
    assert.equal(location.pathname, '/admin/crowdnewsroom/edit/c1');
  });

  it('publishes after confirmation, and then locks the slug', async () => {
    const server = await openExisting();
    getByRole('button', { name: 'Publish' }).click();
    const asked = await dialog();
    assert.match(asked.textContent ?? '', /Publish this call-out now\?/);
    getByRole('button', { name: 'Cancel' }, asked).click();
    await sleep(0);
    assert.equal(writes(server).length, 0, 'cancelling changes nothing');
    getByRole('button', { name: 'Publish' }).click();
    getByRole('button', { name: 'Publish' }, await dialog()).click();
    await waitFor(() => getByText('Status: Open'));
    const patch = writes(server)[0]!;
    assert.equal(patch.method, 'PATCH');
    assert.ok(typeof (patch.body as { starts?: unknown }).starts === 'string');
    await openTab('Title and image');
    const slug = getByLabelText('Slug');
    assert.equal(slug.readOnly, true);
    assert.match(describedText(slug), /Locked: the call-out has been published/);
    assert.equal(getByLabelText('Set the slug myself').disabled, true);
    getByRole('button', { name: 'End now' });
    await openTab('Content');
    getByText(/may make earlier answers unusable/);
  });

  it('schedules only with an opening time ahead, chosen in the confirmation', async () => {
    const server = await openExisting();
    getByRole('button', { name: 'Schedule' }).click();
    const asked = await dialog();
    getByRole('button', { name: 'Schedule' }, asked).click();
    await waitFor(() => assert.match(asked.textContent ?? '', /Choose when it opens/));
    assert.equal(writes(server).length, 0);
    const opens = getByLabelText('Opens at', asked);
    const ahead = new Date(Date.now() + 2 * 24 * 3600_000 - new Date().getTimezoneOffset() * 60_000);
    typeInto(opens, ahead.toISOString().slice(0, 16));
    await sleep(0);
    getByRole('button', { name: 'Schedule' }, asked).click();
    await waitFor(() => getByText('Status: Scheduled'));
    const sent = writes(server)[0]!.body as { starts: string };
    assert.ok(new Date(sent.starts).getTime() > Date.now());
  });

  it('gives an ended call-out a new end date when reopening it', async () => {
    const server = fakeCalloutServer();
    const ended = { ...draftCallout(), starts: '2026-01-01T00:00:00.000Z', expires: '2026-02-01T00:00:00.000Z' };
    server.store.set('c9', { ...ended, openedAt: null } as never);
    await renderPage(CalloutEditPage, {
      url: '/admin/crowdnewsroom/edit/c9',
      route: '/admin/crowdnewsroom/edit/:id',
      params: { id: 'c9' },
      fetch: server.fetch,
      contact: admin,
    });
    await waitFor(() => getByText('Status: Ended'));
    getByRole('button', { name: 'Reopen' }).click();
    const asked = await dialog();
    const end = new Date(Date.now() + 7 * 24 * 3600_000 - new Date().getTimezoneOffset() * 60_000);
    typeInto(getByLabelText(/^New end/, asked), end.toISOString().slice(0, 16));
    await sleep(0);
    getByRole('button', { name: 'Reopen' }, asked).click();
    await waitFor(() => getByText('Status: Open'));
    const sent = writes(server)[0]!.body as { expires: string; starts?: unknown };
    assert.ok(new Date(sent.expires).getTime() > Date.now());
    assert.equal(sent.starts, undefined, 'reopening keeps the start');
  });

  it('replicates into a draft copy with a new slug, and opens the copy', async () => {
    const server = await openExisting();
    getByRole('button', { name: 'Replicate' }).click();
    getByRole('button', { name: 'Replicate' }, await dialog()).click();
    await waitFor(() => assert.equal(location.pathname, '/admin/crowdnewsroom/edit/c1'));
    const post = writes(server)[0]!;
    assert.equal(post.path, 'callout?fromId=c9');
    assert.equal(server.store.get('c1')!.slug, 'name-the-bridge-1');
    assert.equal(server.store.get('c1')!.starts, null);
  });

  it('refuses a newsletter sign-up without contact collection', async () => {
    await openExisting();
    await openTab('Settings');
    getByLabelText("Don't ask guests for contact information").click();
    await sleep(0);
    const newsletter = getByLabelText('Offer a newsletter sign-up with the form');
    newsletter.click();
    await waitFor(() =>
      assert.match(describedText(newsletter), /cannot be enabled without collecting contact information/),
    );
    assert.equal(newsletter.checked, false);
    assert.equal(newsletter.getAttribute('aria-invalid'), 'true');
    getByLabelText('Ask guests for their name and email address').click();
    await sleep(0);
    getByLabelText('Offer a newsletter sign-up with the form').click();
    await waitFor(() => assert.equal(getByLabelText('Offer a newsletter sign-up with the form').checked, true));
    getByLabelText('Sign-up label');
  });

  it('shows a 422 at its field, on its tab, and keeps what was typed', async () => {
    const server = fakeCalloutServer((call) =>
      call.method === 'PATCH'
        ? validationAnswer([{ field: 'variants.default.title', rule: 'maxLength', params: { limit: 200 } }])
        : undefined,
    );
    await openExisting(server);
    await openTab('Title and image');
    typeInto(getByLabelText('Title'), 'A much longer title');
    await sleep(0);
    await openTab('Settings');
    getByRole('button', { name: 'Save draft' }).click();
    const title = await waitFor(() => getByLabelText('Title'));
    await waitFor(() => assert.equal(document.activeElement, title));
    assert.match(describedText(title), /Use at most 200 characters\./);
    assert.equal(title.value, 'A much longer title');
    assert.match(getByRole('tab', { name: /^Title and image/ }).textContent ?? '', /has errors/);
  });

  it('shows a taken slug (409) at the slug field', async () => {
    const server = await openExisting();
    await openTab('Title and image');
    typeInto(getByLabelText('Slug'), 'taken-slug');
    await sleep(0);
    getByRole('button', { name: 'Save draft' }).click();
    await waitFor(() =>
      assert.match(describedText(getByLabelText('Slug')), /A call-out with this slug already exists/),
    );
    assert.equal(server.store.get('c9')!.slug, 'name-the-bridge');
  });

  it('shows the embed code for the saved call-out', async () => {
    await openExisting();
    const code = getByLabelText('Embed code') as unknown as HTMLTextAreaElement;
    assert.equal(
      code.value,
      `<script type="module" src="${location.origin}/embed/masthead.js"></script>\n` +
        `<callout-form slug="name-the-bridge">\n  <a href="${location.origin}/crowdnewsroom/name-the-bridge">Answer this call-out on our site</a>\n</callout-form>`,
    );
    getByRole('button', { name: 'Preview the embedded form' }).click();
    await waitFor(() => getByRole('textbox', { name: 'Name' }, getByRole('region', { name: 'Embed in an article' })));
  });

  it('offers replicate and delete to admins only (a reviewer who may edit saves and publishes)', async () => {
    await openExisting(fakeCalloutServer(), { ...member, activeRoles: ['member'] });
    getByRole('button', { name: 'Publish' });
    assert.equal(queryAllByRole('button', { name: 'Replicate' }).length, 0);
    assert.equal(queryAllByRole('button', { name: 'Delete' }).length, 0);
  });

  it('shows a reviewer without edit rights no builder and no Save, End now or Unpublish', async () => {
    const { openedAt: _opened, ...callout } = draftCallout();
    const server = fakeCalloutServer((call) =>
      call.method === 'GET' && call.path.startsWith('callout/c9?')
        ? { status: 200, body: { ...callout, canReview: false, canEdit: false } }
        : undefined,
    );
    server.store.set('c9', draftCallout());
    await renderPage(CalloutEditPage, {
      url: '/admin/crowdnewsroom/edit/c9',
      route: '/admin/crowdnewsroom/edit/:id',
      params: { id: 'c9' },
      fetch: server.fetch,
      contact: { ...member, activeRoles: ['member'] },
    });
    await waitFor(() => getByText('You may not edit this call-out'));
    assert.ok(server.calls[0]!.path.includes('with=rights'), 'the rights are asked');
    for (const name of ['Save', 'End now', 'Unpublish', 'Publish'])
      assert.equal(queryAllByRole('button', { name }).length, 0, `no ${name}`);
    assert.equal(queryAllByRole('tab').length, 0, 'no builder tabs');
    assert.equal(queryAllByRole('link', { name: 'Back to its overview' }).length, 0, 'not hers to review either');
  });

  it('has no axe-core violations on any tab', async () => {
    await openExisting();
    for (const tab of ['Content', 'Settings', 'Title and image', 'End message', 'Translations', 'Map and gallery']) {
      await openTab(tab);
      await sleep(50);
      assert.deepEqual(await axeViolations(), [], tab);
    }
  });
});

describe('Call-out map settings', () => {
  const addressSelect = () => getByLabelText('Address answer to place responses by') as unknown as HTMLSelectElement;
  const warning = () => document.getElementById(addressSelect().getAttribute('aria-describedby') ?? '')?.textContent;

  it('warns when the form has no address question, or none is chosen', async () => {
    await openExisting();
    await openTab('Map and gallery');
    getByLabelText('Show responses on a map').click();
    await waitFor(() =>
      assert.equal(
        warning(),
        'The form has no address question, so no response can be placed on the map. Add an address question to the form first.',
      ),
    );
    assert.deepEqual(await axeViolations(), []);
  });

  it('asks to choose the address question until one is chosen', async () => {
    const server = fakeCalloutServer();
    const callout = draftCallout();
    callout.formSchema = {
      slides: [{ id: 'slide', title: '', components: [{ type: 'address', key: 'where', label: 'Where?' }] }],
    };
    server.store.set('c9', callout);
    await renderPage(CalloutEditPage, {
      url: '/admin/crowdnewsroom/edit/c9',
      route: '/admin/crowdnewsroom/edit/:id',
      params: { id: 'c9' },
      fetch: server.fetch,
      contact: admin,
    });
    await waitFor(() => getByText('Status: Draft'));
    await openTab('Map and gallery');
    getByLabelText('Show responses on a map').click();
    await waitFor(() =>
      assert.equal(warning(), 'No address question is chosen, so no response will be placed on the map.'),
    );
    const select = addressSelect();
    select.value = 'answers.slide.where';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => assert.equal(addressSelect().getAttribute('aria-describedby'), null));
  });
});
