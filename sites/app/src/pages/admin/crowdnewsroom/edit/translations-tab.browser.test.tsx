import type { Callout } from '@masthead/core';
import {
  assert,
  axeViolations,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  sleep,
  typeInto,
  waitFor,
} from '@masthead/test/browser-setup';
import { member, renderPage } from '../../../../testing/render-page.tsx';
import { CalloutEditPage } from './callout-edit-page.tsx';
import { fakeCalloutServer } from './fake-callout-server.ts';

const admin = { ...member, activeRoles: ['admin'] };

const texts = {
  excerpt: '',
  intro: '',
  thanksTitle: '',
  thanksText: '',
  thanksRedirect: null,
  shareTitle: null,
  shareDescription: null,
};

const callout = (): Callout & { openedAt: null } => ({
  id: 'c7',
  slug: 'street-noise',
  title: 'Street noise',
  excerpt: '',
  image: '',
  starts: null,
  expires: null,
  status: 'draft',
  access: 'guest',
  captcha: 'none',
  allowUpdate: false,
  allowMultiple: false,
  hidden: false,
  showOnDashboard: true,
  formSchema: {
    slides: [
      {
        id: 'slide1',
        title: 'Your street',
        components: [
          { type: 'textfield', key: 'street', label: 'Street name', placeholder: 'e.g. Main Street' },
          {
            type: 'radio',
            key: 'loud',
            label: 'Is it loud?',
            values: [
              { label: 'Yes', value: 'yes' },
              { label: 'No', value: 'no' },
            ],
          },
        ],
        navigation: { submitText: 'Send my answer' },
      },
    ],
  },
  newsletterSchema: null,
  responseViewSchema: null,
  variants: {
    default: { title: 'Street noise', ...texts },
    de: {
      title: 'Straßenlärm',
      ...texts,
      componentText: { 'Street name': 'Straßenname', Yes: 'Ja' },
      slideNavigation: {},
    },
  },
  openedAt: null,
});

async function openTranslations() {
  const server = fakeCalloutServer();
  server.store.set('c7', callout());
  await renderPage(CalloutEditPage, {
    url: '/admin/crowdnewsroom/edit/c7',
    route: '/admin/crowdnewsroom/edit/:id',
    params: { id: 'c7' },
    fetch: server.fetch,
    contact: admin,
  });
  await waitFor(() => getByText('Status: Draft'));
  getByRole('tab', { name: /^Translations/ }).click();
  await waitFor(() => getByRole('heading', { name: 'Form texts' }));
  return server;
}

const missing = () => getByRole('list', { name: 'Missing translations' }).textContent ?? '';

describe('Call-out translations tab', () => {
  it('lists every form text with the English as its label and counts what each locale misses', async () => {
    const server = await openTranslations();
    // Six form texts plus the submit button; German has two, which the other German variants inherit.
    assert.match(missing(), /Deutsch \(Sie\): 5 missing/);
    assert.match(missing(), /Deutsch \(Du\): 5 missing/);
    assert.match(missing(), /Deutsch \(Leichte Sprache\): 5 missing/);
    assert.match(missing(), /Français: 7 missing/);

    assert.equal((getByLabelText('Street name') as HTMLInputElement).value, 'Straßenname');
    assert.equal((getByLabelText('Yes') as HTMLInputElement).value, 'Ja');
    for (const english of ['Your street', 'e.g. Main Street', 'Is it loud?', 'No', 'Send my answer']) {
      assert.equal((getByLabelText(english) as HTMLInputElement).value, '', english);
    }
    typeInto(getByLabelText('Is it loud?'), 'Ist es laut?');
    typeInto(getByLabelText('Send my answer'), 'Antwort senden');
    await waitFor(() => assert.match(missing(), /Deutsch \(Sie\): 3 missing/));
    assert.match(missing(), /Deutsch \(Du\): 3 missing/);
    assert.deepEqual(await axeViolations(), []);

    await sleep(0);
    getByRole('button', { name: 'Save draft' }).click();
    await waitFor(() => assert.ok(server.calls.some((c) => c.method === 'PATCH')));
    const patch = server.calls.find((c) => c.method === 'PATCH')!.body as {
      variants: Record<string, { title: string; componentText?: object; slideNavigation?: object }>;
    };
    assert.deepEqual(patch.variants.de!.componentText, {
      'Street name': 'Straßenname',
      'Is it loud?': 'Ist es laut?',
      Yes: 'Ja',
    });
    assert.deepEqual(patch.variants.de!.slideNavigation, { slide1: { submitText: 'Antwort senden' } });
    assert.equal(patch.variants.de!.title, 'Straßenlärm');
  });

  it('a locale with only form texts is saved with the default title', async () => {
    const server = await openTranslations();
    const language = getByLabelText('Language') as unknown as HTMLSelectElement;
    language.value = 'fr';
    language.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => assert.equal((getByLabelText('Street name') as HTMLInputElement).value, ''));
    typeInto(getByLabelText('Street name'), 'Nom de la rue');
    await waitFor(() => assert.match(missing(), /Français: 6 missing/));
    await sleep(0);
    getByRole('button', { name: 'Save draft' }).click();
    await waitFor(() => assert.ok(server.calls.some((c) => c.method === 'PATCH')));
    const patch = server.calls.find((c) => c.method === 'PATCH')!.body as {
      variants: Record<string, { title: string; componentText?: object }>;
    };
    assert.equal(patch.variants.fr!.title, 'Street noise');
    assert.deepEqual(patch.variants.fr!.componentText, { 'Street name': 'Nom de la rue' });
  });

  it('counts a text the informal German translates as done for easy German, which falls back to it, not for formal German', async () => {
    await openTranslations();
    const language = getByLabelText('Language') as unknown as HTMLSelectElement;
    language.value = 'de@informal';
    language.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => assert.equal((getByLabelText('Street name') as HTMLInputElement).value, ''));
    typeInto(getByLabelText('Is it loud?'), 'Ist es laut?');
    await waitFor(() => assert.match(missing(), /Deutsch \(Du\): 4 missing/));
    assert.match(missing(), /Deutsch \(Leichte Sprache\): 4 missing/);
    assert.match(missing(), /Deutsch \(Sie\): 5 missing/, 'formal German does not fall back to informal');
    typeInto(getByLabelText('Is it loud?'), '   ');
    // A blank text is no translation.
    await waitFor(() => assert.match(missing(), /Deutsch \(Du\): 5 missing/));
  });
});
