import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateFormSchema } from '@masthead/core';
import { build } from '../test-helper.ts';
import { demoCallouts } from './demo-callouts.ts';

test('the demo forms pass the form-schema rules', () => {
  for (const callout of demoCallouts(new Date())) {
    assert.deepEqual(validateFormSchema(JSON.parse(callout.values.form_schema as string)), [], callout.slug ?? '');
  }
});

test('a first start shows an open call-out, a members-only one and an ended one, in English and German', async (t) => {
  const { app } = await build(t, { seed: true });
  const list = await app.inject({ method: 'GET', url: '/api/1.0/callout?sort=slug' });
  const summary = list
    .json()
    .items.map((c: { slug: string; status: string; access: string }) => [c.slug, c.status, c.access]);
  assert.deepEqual(summary, [
    ['housing-costs', 'open', 'guest'],
    ['members-choose-the-next-story', 'open', 'member'],
    ['name-the-new-bridge', 'ended', 'anonymous'],
  ]);
  const german = await app.inject({ method: 'GET', url: '/api/1.0/callout/housing-costs?variant=de&with=form' });
  assert.equal(german.json().title, 'Was kostet Sie das Wohnen?');
  assert.equal(german.json().formSchema.slides.length, 2);
});
