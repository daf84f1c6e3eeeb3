import { useState } from 'react';
import { assert, axeViolations, describe, getByRole, getByText, it, waitFor } from '@masthead/test/browser-setup';
import { useAppContext } from '../../../app-context.ts';
import type { PageProps } from '../../../routes/pages.ts';
import { member, renderPage } from '../../../testing/render-page.tsx';
import { CancelPage } from './cancel-page.tsx';
import { ContributionPage } from './contribution-page.tsx';
import { contributionServer, monthlyCard, noContribution } from './contribution.test-helper.ts';

async function open(
  api: ReturnType<typeof contributionServer>,
  Page = CancelPage,
  path = '/profile/contribution/cancel',
) {
  return renderPage(Page, { url: path, route: path, fetch: api.fetch, contact: member });
}

/** The page in newsroom mode (content/general), where the contribution page is off. */
function NewsroomCancelPage(props: PageProps) {
  const { settings } = useAppContext();
  useState(() => (settings.newsroomMode = true));
  return <CancelPage {...props} />;
}

describe('Cancel contribution page', () => {
  it('says the membership lasts to the end of the paid cycle, cancels on confirmation, and the contribution then expires', async () => {
    const api = contributionServer(monthlyCard);
    const ctx = await open(api);
    await waitFor(() => getByText(/If you cancel, no further payments will be taken\./));
    getByText(/Your membership continues until the end of the period you have paid for, on January 1, 2027\./);
    assert.equal(getByRole('link', { name: 'Keep my contribution' }).getAttribute('href'), '/profile/contribution');
    assert.deepEqual(await axeViolations(), []);
    assert.equal(api.calls.filter((c) => c.method === 'POST').length, 0);

    getByRole('button', { name: 'Cancel my contribution' }).click();
    await waitFor(() => assert.equal(ctx.router.location.pathname, '/profile/contribution'));
    getByText(/^Success: Your contribution has been cancelled\.$/);
    assert.deepEqual(
      api.calls.filter((c) => c.method === 'POST').map((c) => c.operation),
      ['POST /contact/{id}/contribution/cancel'],
    );

    await open(api, ContributionPage, '/profile/contribution');
    await waitFor(() => getByText('Your membership will expire on January 1, 2027.'));
    getByRole('heading', { name: 'Restart your contribution' });
  });

  it('has nothing to cancel without a running contribution', async () => {
    const api = contributionServer(noContribution);
    await open(api);
    await waitFor(() => getByText('You have no running contribution to cancel.'));
    assert.equal(getByRole('link', { name: 'Go to your contribution' }).getAttribute('href'), '/profile/contribution');
  });

  it('in newsroom mode still cancels, and leads back to the profile rather than the contribution page', async () => {
    const api = contributionServer(monthlyCard);
    const ctx = await open(api, NewsroomCancelPage);
    await waitFor(() => getByText(/If you cancel, no further payments will be taken\./));
    assert.equal(getByRole('link', { name: 'Keep my contribution' }).getAttribute('href'), '/profile');
    getByRole('button', { name: 'Cancel my contribution' }).click();
    await waitFor(() => assert.equal(ctx.router.location.pathname, '/profile'));
    assert.deepEqual(
      api.calls.filter((c) => c.method === 'POST').map((c) => c.operation),
      ['POST /contact/{id}/contribution/cancel'],
    );

    await open(contributionServer(noContribution), NewsroomCancelPage);
    await waitFor(() => getByText('You have no running contribution to cancel.'));
    assert.equal(getByRole('link', { name: 'Back to your profile' }).getAttribute('href'), '/profile');
  });
});
