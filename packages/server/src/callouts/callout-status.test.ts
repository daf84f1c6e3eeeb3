import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createContentRepository } from '../content/content-repository.ts';
import { ago, calloutKit, daysFromNow } from './callout-test-kit.ts';

test('publish, schedule, unpublish, end now, reopen and revert to draft happen through starts and expires', async (t) => {
  const kit = await calloutKit(t);
  const callout = await kit.createCallout();
  const patch = (payload: object) =>
    kit.call('editor', { method: 'PATCH', url: `/api/1.0/callout/${callout.id}`, payload });
  const steps: [string, object, string][] = [
    ['schedule', { starts: daysFromNow(2), expires: daysFromNow(9) }, 'scheduled'],
    ['publish', { starts: ago(0) }, 'open'],
    ['end now', { expires: ago(0) }, 'ended'],
    ['reopen', { expires: daysFromNow(5) }, 'open'],
    ['unpublish', { starts: null }, 'draft'],
    ['publish again', { starts: ago(0), expires: null }, 'open'],
    ['end now again', { expires: ago(0) }, 'ended'],
    ['revert to draft', { starts: null, expires: null }, 'draft'],
  ];
  for (const [action, payload, status] of steps) {
    const res = await patch(payload);
    assert.equal(res.statusCode, 200, `${action}: ${res.body}`);
    assert.equal(res.json().status, status, action);
  }
  const published = (await patch({ starts: ago(86_400_000) })).json();
  assert.ok(Date.now() - Date.parse(published.starts) < 60_000, 'publishing opens now, not in the past');

  const refusals: [string, object, string, string][] = [
    ['schedule an open call-out', { starts: daysFromNow(1) }, 'starts', 'already-started'],
  ];
  for (const [why, payload, field, rule] of refusals) {
    const res = await patch(payload);
    assert.equal(res.statusCode, 422, why);
    assert.deepEqual(res.json().errors, [{ field, rule }], why);
  }
  const draft = await kit.createCallout();
  const intoThePast = await kit.call('admin', {
    method: 'PATCH',
    url: `/api/1.0/callout/${draft.id}`,
    payload: { starts: ago(5000), expires: ago(1000) },
  });
  assert.deepEqual(intoThePast.json().errors, [{ field: 'expires', rule: 'expires-in-past' }], 'a draft cannot end');
  const backwards = { starts: daysFromNow(5), expires: daysFromNow(2) };
  const schedule = await kit.call('admin', {
    method: 'PATCH',
    url: `/api/1.0/callout/${draft.id}`,
    payload: backwards,
  });
  assert.deepEqual(schedule.json().errors, [{ field: 'expires', rule: 'expires-before-starts' }]);
  await kit.call('admin', {
    method: 'PATCH',
    url: `/api/1.0/callout/${draft.id}`,
    payload: { starts: daysFromNow(5) },
  });
  const move = await kit.call('admin', {
    method: 'PATCH',
    url: `/api/1.0/callout/${draft.id}`,
    payload: { expires: daysFromNow(2) },
  });
  assert.deepEqual(move.json().errors, [{ field: 'expires', rule: 'expires-before-starts' }], 'while scheduled too');
});

test('the required join survey cannot be ended, unpublished, scheduled or deleted', async (t) => {
  const kit = await calloutKit(t);
  const survey = await kit.createCallout({ slug: 'join-survey', starts: ago(1000) });
  const content = createContentRepository({ db: kit.database.db });
  await content.patch('join/setup', { surveySlug: 'join-survey', surveyRequired: true });
  const patch = (payload: object) =>
    kit.call('admin', { method: 'PATCH', url: `/api/1.0/callout/${survey.id}`, payload });
  for (const [why, payload, field] of [
    ['end', { expires: ago(0) }, 'expires'],
    ['unpublish', { starts: null }, 'starts'],
  ] as const) {
    const res = await patch(payload);
    assert.equal(res.statusCode, 422, why);
    assert.deepEqual(res.json().errors, [{ field, rule: 'join-survey' }], why);
  }
  assert.equal((await patch({ expires: daysFromNow(30) })).statusCode, 200, 'a future end date is fine');
  assert.equal((await patch({ variants: { default: { title: 'Welcome!' } } })).statusCode, 200);
  const deleted = await kit.call('admin', { method: 'DELETE', url: `/api/1.0/callout/${survey.id}` });
  assert.equal(deleted.statusCode, 409);

  await content.patch('join/setup', { surveyRequired: false });
  assert.equal((await patch({ starts: null })).json().status, 'draft', 'an optional survey may be unpublished');
  const scheduled = await patch({ starts: daysFromNow(1) });
  assert.equal(scheduled.json().status, 'scheduled');
  await content.patch('join/setup', { surveyRequired: true });
  const reschedule = await patch({ starts: daysFromNow(2) });
  assert.equal(reschedule.statusCode, 200, 'moving a date within scheduled is no status change');
});
