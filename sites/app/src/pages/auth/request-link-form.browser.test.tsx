import { assert, describe, getByRole, getByText, it, sleep, typeInto, waitFor } from '@masthead/test/browser-setup';
import { errorBody } from '@masthead/core';
import { fakeApi } from '@masthead/client/testing';
import { renderPage } from '../../testing/render-page.tsx';
import { LostDevicePage } from './lost-device-page.tsx';

/** The server's 422 when the link would point away from the organisation's site. */
const notTheSite = (siteUrl: string) => ({
  status: 422,
  body: errorBody('validation', [{ field: 'resetUrl', rule: 'sameSite', params: { siteUrl } }]),
});

/** Asks for a link while the server refuses the address; answers the form's alert once it says `text`. */
async function askForLink(siteUrl: string, text: RegExp) {
  const api = fakeApi(() => notTheSite(siteUrl));
  await renderPage(LostDevicePage, { url: '/auth/lost-device', route: '/auth/lost-device', fetch: api.fetch });
  typeInto(getByRole('textbox', { name: 'Email' }) as HTMLInputElement, 'rea@example.org');
  await sleep(0);
  getByRole('button', { name: 'Send reset link' }).click();
  const said = await waitFor(() => getByText(text));
  return said.closest('[role="alert"]')!;
}

describe('Asking for a link at an address that is not the site', () => {
  it("says links come from the organisation's site and links to the same page there", async () => {
    const alert = await askForLink(
      'https://members.example.org/',
      /^Links are only sent from the organisation's own site\./,
    );
    assert.ok(!alert.textContent?.includes('Something is missing'), alert.textContent ?? '');
    const link = getByRole('link', { name: 'https://members.example.org' }, alert) as HTMLAnchorElement;
    assert.equal(link.href, 'https://members.example.org/auth/lost-device');
  });

  it('says the site address is not set up when the server knows none', async () => {
    const alert = await askForLink('', /^No link can be sent from this address/);
    assert.equal(alert.querySelector('a'), null);
  });
});
