import { useState } from 'react';
import {
  assert,
  axeViolations,
  cleanup,
  describe,
  getByRole,
  getByText,
  it,
  queryAllByRole,
  queryAllByText,
  sleep,
  waitFor,
} from '@masthead/test/browser-setup';
import type { ContributionInfo } from '@masthead/core';
import { useAppContext } from '../../app-context.ts';
import type { PageProps } from '../../routes/pages.ts';
import { member, renderPage } from '../../testing/render-page.tsx';
import { contributionServer, monthlyCard, noContribution } from './contribution/contribution.test-helper.ts';
import { ProfilePage } from './profile-page.tsx';

/** The profile of a newsroom that hides contributions (content/general), set before the page first renders. */
function HiddenContributionProfile(props: PageProps) {
  const { settings } = useAppContext();
  useState(() => (settings.hideContribution = true));
  return <ProfilePage {...props} />;
}

/** The profile in newsroom mode (content/general), which turns contributions off. */
function NewsroomProfile(props: PageProps) {
  const { settings } = useAppContext();
  useState(() => (settings.newsroomMode = true));
  return <ProfilePage {...props} />;
}

async function open(info: ContributionInfo, mode: 'hidden' | 'newsroom' | false = false) {
  const api = contributionServer(info);
  const Page = mode === 'hidden' ? HiddenContributionProfile : mode === 'newsroom' ? NewsroomProfile : ProfilePage;
  await renderPage(Page, { url: '/profile', route: '/profile', fetch: api.fetch, contact: member });
  return api;
}

/** The text of the profile's contribution card, once loaded. */
async function summary() {
  const card = await waitFor(() => getByRole('region', { name: 'Your contribution' }));
  return (card.textContent ?? '').replace(/\s+/g, ' ');
}

describe('Profile page: the contribution', () => {
  it('says when there is none and offers to start one', async () => {
    await open(noContribution);
    assert.match(await summary(), /You have no contribution at the moment\./);
    assert.equal(getByRole('link', { name: 'Start a contribution' }).getAttribute('href'), '/profile/contribution');
    assert.equal(queryAllByText(/payment failed/).length, 0);
  });

  it('shows the amount per period, the method in words and the renewal, states as the entities guide names them', async () => {
    const rows: [string, ContributionInfo, RegExp[]][] = [
      [
        'active',
        monthlyCard,
        [/€5\.00 per month/, /Payment method: Card ending 4242, expires 12\/2030/, /will renew on January 1, 2027\./],
      ],
      [
        'expiring',
        {
          ...monthlyCard,
          period: 'annually',
          amount: 60,
          cancellationDate: '2026-11-02T12:00:00.000Z',
          renewalDate: null,
          membershipStatus: 'expiring',
          membershipExpiryDate: '2027-01-01T12:00:00.000Z',
          paymentSource: { method: 's_bacs', sortCode: '108800', last4: '2345' },
        },
        [
          /€60\.00 per year/,
          /Bacs Direct Debit, sort code 10-88-00, account ending 2345/,
          /Your membership will expire on January 1, 2027\./,
        ],
      ],
      [
        'expired',
        {
          ...noContribution,
          membershipStatus: 'expired',
          membershipExpiryDate: '2026-10-01T12:00:00.000Z',
        },
        [/You have no contribution at the moment\./, /Your membership expired on October 1, 2026\./],
      ],
      [
        'manual',
        {
          ...monthlyCard,
          type: 'Manual',
          amount: 10,
          renewalDate: null,
          membershipExpiryDate: null,
          paymentSource: { method: null, source: '', reference: 'M-12' },
        },
        [/€10\.00 per month/, /Payment method: Bank transfer \(reference M-12\)/],
      ],
      [
        'paypal with a lower amount from renewal',
        {
          ...monthlyCard,
          nextAmount: 3,
          nextPeriod: 'monthly',
          paymentSource: { method: 's_paypal', payerEmail: 'rea@example.org' },
        },
        [/PayPal \(rea@example\.org\)/, /From January 1, 2027: €3\.00 per month/],
      ],
      [
        'a switch to annual from renewal, per year',
        { ...monthlyCard, nextAmount: 120, nextPeriod: 'annually' },
        [/€5\.00 per month/, /From January 1, 2027: €120\.00 per year/],
      ],
    ];
    for (const [name, info, expected] of rows) {
      await open(info);
      const text = await summary();
      for (const pattern of expected) assert.match(text, pattern, name);
      const link = name === 'expired' ? 'Start a contribution' : 'Manage your contribution';
      assert.equal(getByRole('link', { name: link }).getAttribute('href'), '/profile/contribution', name);
      cleanup();
    }
  });

  it('warns when the last payment failed, with how long access lasts and the way to change the method', async () => {
    await open({
      ...monthlyCard,
      paymentFailing: '2026-11-01T12:00:00.000Z',
      membershipExpiryDate: '2026-11-15T12:00:00.000Z',
    });
    const title = await waitFor(() => getByText('Your last payment failed.'));
    const alert = title.closest('[role="alert"]')!;
    assert.ok(alert, 'the banner is an alert');
    assert.match(alert.textContent ?? '', /Your membership lasts until November 15, 2026\./);
    const link = getByRole('link', { name: 'Change your payment method' });
    assert.equal(link.getAttribute('href'), '/profile/contribution#payment-method');
    assert.ok(alert.contains(link));
    assert.deepEqual(await axeViolations(), []);
  });

  it('in newsroom mode shows a running contribution only with the way to cancel it, and nothing to start', async () => {
    await open({ ...monthlyCard, paymentFailing: '2026-11-01T12:00:00.000Z' }, 'newsroom');
    assert.match(await summary(), /€5\.00 per month/);
    const cancel = getByRole('link', { name: 'Cancel your contribution' });
    assert.equal(cancel.getAttribute('href'), '/profile/contribution/cancel');
    assert.equal(queryAllByRole('link', { name: /Manage your contribution|Your contribution/ }).length, 0);
    assert.equal(queryAllByText(/payment failed/).length, 0, 'no way to change the method is offered');
    assert.deepEqual(await axeViolations(), []);
    cleanup();

    const api = await open(noContribution, 'newsroom');
    await waitFor(() => assert.ok(api.calls.some((call) => call.operation === 'GET /contact/{id}/contribution')));
    await sleep(50);
    assert.equal(queryAllByRole('region', { name: 'Your contribution' }).length, 0);
    assert.equal(queryAllByRole('link', { name: /contribution/ }).length, 0);
  });

  it('leaves the contribution out where the newsroom hides it', async () => {
    const api = await open(monthlyCard, 'hidden');
    await waitFor(() => getByText('Hello, Rea Der!'));
    await waitFor(() => assert.equal(queryAllByRole('link', { name: 'Your contribution' }).length, 0));
    assert.equal(queryAllByRole('region', { name: 'Your contribution' }).length, 0);
    assert.equal(queryAllByText(/per month/).length, 0);
    assert.ok(
      api.calls.every((call) => !call.path.includes('contribution')),
      'nothing asked about it either',
    );
    assert.equal(getByRole('link', { name: 'Your account' }).getAttribute('href'), '/profile/account');
  });
});
