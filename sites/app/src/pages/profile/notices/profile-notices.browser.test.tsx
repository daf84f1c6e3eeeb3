import {
  afterEach,
  assert,
  axeViolations,
  cleanup,
  describe,
  getByRole,
  getByText,
  it,
  queryAllByRole,
  sleep,
  waitFor,
} from '@masthead/test/browser-setup';
import type { Notice } from '@masthead/core';
import { fakeApi, listAnswer, pathOf, queryOf } from '@masthead/client/testing';
import { member, renderPage } from '../../../testing/render-page.tsx';
import { adminContact } from '../../../admin-kit/admin-contacts.test-helper.ts';
import { dismissedKey } from './dismissed-notices.ts';
import { makeNotice } from './notice.test-helper.ts';
import { ProfileNotices } from './profile-notices.tsx';

const appeal = makeNotice({ name: 'Summer appeal' });
const survey = makeNotice({
  name: 'Reader survey',
  text: '<p>Tell us what to cover.</p>',
  buttonText: 'Take the survey',
  url: '/crowdnewsroom/reader-survey',
});

/** The member's home with only its notices. */
const NoticesOnly = () => (
  <section aria-labelledby="page-title">
    <h1 id="page-title">Your profile</h1>
    <ProfileNotices />
  </section>
);

async function open(notices: Notice[], contact = member) {
  const api = fakeApi((call) => (pathOf(call) === 'notice' ? listAnswer(notices) : undefined));
  await renderPage(NoticesOnly, { url: '/profile', route: '/profile', fetch: api.fetch, contact });
  await waitFor(() => assert.equal(api.calls.length, 1));
  return api;
}

const region = (name: string) => getByRole('region', { name });

afterEach(() => sessionStorage.removeItem(dismissedKey));

describe('Notices on the member home', () => {
  it('asks for open notices, newest first, and shows each as a region with its text and button', async () => {
    const api = await open([appeal, survey]);
    const query = queryOf(api.calls[0]!);
    assert.equal(query.get('sort'), 'createdAt');
    assert.equal(query.get('order'), 'DESC');
    assert.deepEqual(JSON.parse(query.get('rules') ?? ''), {
      condition: 'AND',
      rules: [{ field: 'status', operator: 'equal', value: ['open'] }],
    });
    await waitFor(() => region('Summer appeal'));
    assert.equal(region('Summer appeal').querySelector('strong')?.textContent, 'summer appeal');
    getByText('Tell us what to cover.', region('Reader survey'));

    const give = getByRole('link', { name: 'Give now (opens in a new tab)' }, region('Summer appeal'));
    assert.equal(give.getAttribute('href'), 'https://give.example.org/summer');
    assert.equal(give.getAttribute('target'), '_blank');
    assert.match(give.getAttribute('rel') ?? '', /\bnoopener\b/);
    const take = getByRole('link', { name: 'Take the survey' }, region('Reader survey'));
    assert.equal(take.getAttribute('href'), '/crowdnewsroom/reader-survey');
    assert.equal(take.getAttribute('target'), null);
    assert.deepEqual(await axeViolations(), []);
  });

  it('moves within the app for a button to this site', async () => {
    await open([survey]);
    await waitFor(() => region('Reader survey'));
    getByRole('link', { name: 'Take the survey' }).click();
    await waitFor(() => assert.equal(location.pathname, '/crowdnewsroom/reader-survey'));
  });

  it('shows no button for a notice without an address', async () => {
    await open([makeNotice({ name: 'Office closed', url: '', buttonText: '' })]);
    await waitFor(() => region('Office closed'));
    assert.equal(queryAllByRole('link', {}, region('Office closed')).length, 0);
  });

  it('dismisses a notice for the session, says so and moves focus to the next notice', async () => {
    await open([appeal, survey]);
    await waitFor(() => region('Summer appeal'));
    getByRole('button', { name: 'Dismiss the notice “Summer appeal”' }).click();
    await waitFor(() => assert.equal(queryAllByRole('region', { name: 'Summer appeal' }).length, 0));
    assert.equal(getByText('Notice “Summer appeal” dismissed.').getAttribute('role'), 'status');
    await waitFor(() => assert.equal(document.activeElement, region('Reader survey')));
    assert.deepEqual(JSON.parse(sessionStorage.getItem(dismissedKey) ?? ''), [appeal.id]);

    // Back on the home later in the session: still gone, the other one stays.
    cleanup();
    await open([appeal, survey]);
    await waitFor(() => region('Reader survey'));
    assert.equal(queryAllByRole('region', { name: 'Summer appeal' }).length, 0);

    getByRole('button', { name: 'Dismiss the notice “Reader survey”' }).click();
    await waitFor(() => assert.equal(document.activeElement, getByRole('heading', { name: 'Your profile' })));
  });

  it('shows nothing when there are no open notices, also to an admin', async () => {
    const api = await open([], adminContact);
    await sleep(50);
    assert.deepEqual(
      queryAllByRole('region').map((r) => r.getAttribute('aria-labelledby')),
      ['page-title'],
      'only the page itself',
    );
    assert.equal(queryAllByRole('button').length, 0);
    assert.ok(queryOf(api.calls[0]!).get('rules')?.includes('"open"'));
  });
});
