import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  formComponents,
  nestableComponentTypes,
  plainComponentTypes,
  validateFormSchema,
  type FormSchema,
} from '@masthead/core';
import { build } from '../test-helper.ts';
import { demoCallouts } from './demo-callouts.ts';

test('the demo forms pass the form-schema rules', () => {
  for (const callout of demoCallouts(new Date())) {
    assert.deepEqual(validateFormSchema(JSON.parse(callout.values.form_schema as string)), [], callout.slug ?? '');
  }
});

/** Every component type used anywhere in a form, containers and tabs included. */
function usedTypes(components: unknown[], found = new Set<string>()): Set<string> {
  for (const component of components as { type: string; components?: unknown[] }[]) {
    found.add(component.type);
    const children =
      component.type === 'tabs'
        ? (component.components ?? []).flatMap((tab) => (tab as { components: unknown[] }).components)
        : component.components;
    if (children) usedTypes(children, found);
  }
  return found;
}

test('the open call-out uses every component type the entities guide lists on two slides', () => {
  const housing = demoCallouts(new Date()).find((callout) => callout.slug === 'housing-costs');
  const form = JSON.parse(housing?.values.form_schema as string) as FormSchema;
  assert.equal(form.slides.length, 2);
  const used = usedTypes(form.slides.flatMap((slide) => slide.components));
  assert.deepEqual([...used].sort(), [...plainComponentTypes, ...nestableComponentTypes].sort());
  const nested = formComponents(form).filter((entry) => entry.containers.length > 0);
  assert.deepEqual([...new Set(nested.flatMap((entry) => entry.containers.map((c) => c.type)))].sort(), [
    'panel',
    'tabs',
    'well',
  ]);
});

test('the ended call-out shows verified responses in a gallery and on a map of real components', () => {
  const poll = demoCallouts(new Date()).find((callout) => callout.slug === 'name-the-new-bridge');
  const form = JSON.parse(poll?.values.form_schema as string) as FormSchema;
  const view = JSON.parse(poll?.values.response_view_schema as string);
  const fields = new Map(
    formComponents(form).map((e) => [`answers.${e.slideId}.${e.component.key}`, e.component.type]),
  );
  assert.equal(view.gallery, true);
  assert.deepEqual(view.buckets, ['verified']);
  assert.equal(fields.get(view.titleProp), 'textfield');
  assert.equal(fields.get(view.imageProp), 'file');
  assert.equal(fields.get(view.map.addressProp), 'address');
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
  const ended = await app.inject({
    method: 'GET',
    url: '/api/1.0/callout/name-the-new-bridge?with=responseViewSchema',
  });
  assert.equal(ended.json().responseViewSchema.gallery, true);
  assert.equal(ended.json().responseViewSchema.map.addressProp, 'answers.vote.spot');
});
