import type { FormSchema } from '@masthead/core';
import { assert, describe, getByRole, getByText, it, waitFor } from '@masthead/test/browser-setup';
import { activateLocale } from '../../../../i18n/load-catalog.ts';
import { member, renderPage } from '../../../../testing/render-page.tsx';
import { CalloutEditPage } from './callout-edit-page.tsx';
import { draftCallout, fakeCalloutServer } from './fake-callout-server.ts';

// The builder's preview is the widgets' renderer, whose texts ("(required)", "Step 1 of 2") are in the
// widgets catalog, not the app's: shown with the app's i18n they are missing, and a production build logs
// "Uncompiled message detected" for each (the browser setup fails a test on any such Lingui warning).

const twoSlides: FormSchema = {
  slides: [
    {
      id: 'first',
      title: '',
      components: [
        {
          type: 'radio',
          key: 'witness',
          label: 'Did you see it?',
          values: [
            { label: 'Yes', value: 'yes' },
            { label: 'No', value: 'no' },
          ],
          validate: { required: true },
        },
      ],
    },
    { id: 'second', title: '', components: [{ type: 'textarea', key: 'story', label: 'Story' }] },
  ],
};

const callout = () => draftCallout(twoSlides);

async function openContentTab() {
  const server = fakeCalloutServer();
  server.store.set('c9', callout());
  const ctx = await renderPage(CalloutEditPage, {
    url: '/admin/crowdnewsroom/edit/c9',
    route: '/admin/crowdnewsroom/edit/:id',
    params: { id: 'c9' },
    fetch: server.fetch,
    contact: { ...member, activeRoles: ['admin'] },
  });
  await waitFor(() => getByText('Status: Draft'));
  return ctx;
}

describe('Call-out edit page, the form preview', () => {
  it('shows the renderer’s texts from the widgets catalog, never through the app’s', async () => {
    await openContentTab();
    const preview = () => getByRole('region', { name: 'Preview' });
    await waitFor(() => getByText('Step 1 of 2', preview()));
    const legend = preview().querySelector('legend');
    assert.match(legend?.textContent ?? '', /\(required\)$/, 'the required question’s legend says so');
  });

  it('speaks the admin’s language in the preview too', async () => {
    const { i18n } = await openContentTab();
    await activateLocale(i18n, 'de');
    const preview = () => getByRole('region', { name: 'Vorschau' });
    await waitFor(() => getByText('Schritt 1 von 2', preview()));
    const legend = preview().querySelector('legend');
    assert.match(legend?.textContent ?? '', /\(Pflichtfeld\)$/, 'the required question’s legend says so in German');
  });
});
