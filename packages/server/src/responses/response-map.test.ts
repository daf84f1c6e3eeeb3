import assert from 'node:assert/strict';
import { test } from 'node:test';
import { answersFor, responseKit } from './response-test-kit.ts';

const view = {
  buckets: ['verified'],
  titleProp: 'answers.s1.title',
  imageProp: '',
  links: [],
  gallery: false,
  map: { addressProp: 'answers.s1.place', center: [52.5, 13.4], zoom: 10 },
};

test('the map shows anyone only published buckets and only the answers it needs', async (t) => {
  const kit = await responseKit(t);
  await kit.call('admin', {
    method: 'PATCH',
    url: `/api/1.0/callout/${kit.callout.id}`,
    payload: { responseViewSchema: view },
  });
  await kit.insertResponses(kit.callout.id, [
    {
      answers: answersFor('Private story', { title: 'Shown', place: 'Main Street 1', age: 40 }),
      contactId: kit.contacts.member.id,
      bucket: 'verified',
    },
    { answers: answersFor('In the inbox', { title: 'Not yet' }), bucket: '' },
    {
      answers: answersFor('Binned', { title: 'Trash' }),
      bucket: 'trash',
      guestName: 'Gus',
      guestEmail: 'g@example.org',
    },
    {
      answers: answersFor('Guest', { title: 'Also shown' }),
      bucket: 'verified',
      guestName: 'Gus',
      guestEmail: 'g@example.org',
    },
  ]);
  const res = await kit.call('guest', { method: 'GET', url: `/api/1.0/callout/${kit.callout.id}/responses/map` });
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json(), {
    items: [
      { number: 4, answers: { s1: { title: 'Also shown' } } },
      {
        number: 1,
        answers: {
          s1: {
            title: 'Shown',
            place: { formatted_address: 'Main Street 1', geometry: { location: { lat: 52.5, lng: 13.4 } } },
          },
        },
      },
    ],
    offset: 0,
    count: 2,
    total: 2,
  });
  const page = await kit.call('guest', {
    method: 'GET',
    url: `/api/1.0/callout/${kit.callout.slug}/responses/map?limit=1&offset=1`,
  });
  assert.deepEqual(
    page.json().items.map((i: { number: number }) => i.number),
    [1],
  );
});

test('the map is empty when neither gallery nor map is on, and 404 for a draft', async (t) => {
  const kit = await responseKit(t);
  await kit.insertResponses(kit.callout.id, [{ answers: answersFor('x', { title: 'T' }), bucket: 'verified' }]);
  const url = `/api/1.0/callout/${kit.callout.id}/responses/map`;
  assert.equal((await kit.call('guest', { method: 'GET', url })).json().total, 0, 'no response view at all');
  await kit.call('admin', {
    method: 'PATCH',
    url: `/api/1.0/callout/${kit.callout.id}`,
    payload: { responseViewSchema: { ...view, map: null } },
  });
  assert.equal((await kit.call('guest', { method: 'GET', url })).json().total, 0, 'gallery and map both off');
  await kit.call('admin', {
    method: 'PATCH',
    url: `/api/1.0/callout/${kit.callout.id}`,
    payload: { responseViewSchema: { ...view, map: null, gallery: true } },
  });
  assert.equal((await kit.call('guest', { method: 'GET', url })).json().total, 1, 'the gallery alone publishes');
  const draft = await kit.createCallout({ slug: 'a-draft' });
  const hidden = await kit.call('guest', { method: 'GET', url: `/api/1.0/callout/${draft.id}/responses/map` });
  assert.equal(hidden.statusCode, 404);
});

test('a page of the map feed is read in batches and written as the list envelope, its total counted again after a change', async (t) => {
  const kit = await responseKit(t);
  await kit.call('admin', {
    method: 'PATCH',
    url: `/api/1.0/callout/${kit.callout.id}`,
    payload: { responseViewSchema: view },
  });
  // 350 responses, every other one published: 175, more than one batch of the feed.
  const many = Array.from({ length: 350 }, (_, i) => ({
    answers: answersFor(`Story ${i + 1}`, { title: `T${i + 1}` }),
    bucket: i % 2 === 0 ? ('verified' as const) : ('' as const),
  }));
  await kit.insertResponses(kit.callout.id, many);
  const published = many.flatMap((_, i) => (i % 2 === 0 ? [i + 1] : [])).reverse();
  const url = `/api/1.0/callout/${kit.callout.id}/responses/map`;
  const all = await kit.call('guest', { method: 'GET', url: `${url}?limit=1000` });
  assert.equal(all.statusCode, 200);
  assert.match(String(all.headers['content-type']), /^application\/json; charset=utf-8/);
  assert.equal(
    all.body,
    JSON.stringify({
      items: published.map((number) => ({ number, answers: { s1: { title: `T${number}` } } })),
      offset: 0,
      count: 175,
      total: 175,
    }),
    'the schema serialiser’s text: keys in its order',
  );
  // A page across a batch boundary, from an offset: keyset after the first batch.
  const page = (await kit.call('guest', { method: 'GET', url: `${url}?limit=150&offset=20` })).json();
  assert.deepEqual(
    page.items.map((item: { number: number }) => item.number),
    published.slice(20, 170),
  );
  assert.deepEqual([page.offset, page.count, page.total], [20, 150, 175]);
  const past = (await kit.call('guest', { method: 'GET', url: `${url}?offset=500` })).json();
  assert.deepEqual(past, { items: [], offset: 500, count: 0, total: 175 });

  // Moving one response out of the published bucket is a new total at once.
  await kit.database.db
    .updateTable('callout_responses')
    .set({ bucket: 'trash' })
    .where('callout_id', '=', kit.callout.id)
    .where('number', '=', 1)
    .execute();
  const after = (await kit.call('guest', { method: 'GET', url: `${url}?limit=1&offset=174` })).json();
  assert.deepEqual([after.total, after.count], [174, 0]);
});
