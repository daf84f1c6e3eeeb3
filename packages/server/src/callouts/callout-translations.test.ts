import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ago, calloutKit, sampleFormSchema } from './callout-test-kit.ts';

const formSchema = {
  slides: [
    { ...sampleFormSchema.slides[0], navigation: { nextText: 'Continue' } },
    {
      id: 'slide2',
      title: 'About you',
      components: [
        { type: 'textfield', key: 'name', label: 'Your name', placeholder: 'First and last name', input: true },
        {
          type: 'select',
          key: 'age',
          label: 'Your age',
          input: true,
          data: { values: [{ label: 'Under 30', value: 'young' }] },
        },
      ],
      navigation: { prevText: 'Back', submitText: 'Send it' },
    },
  ],
};

const german = {
  title: 'Erzählen Sie uns von Ihrer Straße',
  componentText: {
    'Your story': 'Ihre Geschichte',
    'What happened?': 'Was ist passiert?',
    Yes: 'Ja',
    'Your name': 'Ihr Name',
    'First and last name': 'Vor- und Nachname',
    'Under 30': 'Unter 30',
    'Your age': '',
  },
  slideNavigation: { slide1: { nextText: 'Weiter' }, slide2: { submitText: 'Abschicken', nextSlideId: 'x' } },
};

type Slide = {
  title: string;
  components: {
    label: string;
    placeholder?: string;
    values?: { label: string }[];
    data?: { values: { label: string }[] };
  }[];
  navigation: Record<string, string>;
};

test('a reader asking ?variant=de gets the form in German; untranslated texts stay English', async (t) => {
  const kit = await calloutKit(t);
  const callout = await kit.createCallout({
    starts: ago(1000),
    formSchema,
    variants: { default: { title: 'Street' }, de: german },
  });

  const res = await kit.call('guest', { method: 'GET', url: `/api/1.0/callout/${callout.slug}?with=form&variant=de` });
  assert.equal(res.statusCode, 200);
  const [one, two] = res.json().formSchema.slides as Slide[];
  assert.equal(res.json().title, german.title);
  assert.equal(one!.title, 'Ihre Geschichte');
  assert.equal(one!.components[0]!.label, 'Was ist passiert?');
  assert.deepEqual(
    one!.components[1]!.values!.map((o) => o.label),
    ['Ja', 'No'],
  );
  assert.equal(one!.components[1]!.label, 'Do you live here?');
  assert.deepEqual(one!.navigation, { nextText: 'Weiter' });
  assert.equal(two!.title, 'About you');
  assert.equal(two!.components[0]!.label, 'Ihr Name');
  assert.equal(two!.components[0]!.placeholder, 'Vor- und Nachname');
  assert.equal(two!.components[1]!.label, 'Your age', 'an empty translation keeps the English text');
  assert.equal(two!.components[1]!.data!.values[0]!.label, 'Unter 30');
  assert.deepEqual(two!.navigation, { prevText: 'Back', submitText: 'Abschicken' });

  // de@informal falls back to de text by text; English readers and the builder see the form as saved.
  const informal = await kit.call('guest', {
    method: 'GET',
    url: `/api/1.0/callout/${callout.slug}?with=form&variant=de@informal`,
  });
  assert.equal(informal.json().formSchema.slides[1].components[0].label, 'Ihr Name');
  const english = await kit.call('guest', {
    method: 'GET',
    url: `/api/1.0/callout/${callout.slug}?with=form&variant=en`,
  });
  assert.deepEqual(english.json().formSchema, formSchema);
  const admin = await kit.call('admin', {
    method: 'GET',
    url: `/api/1.0/callout/${callout.id}?with=form&with=variants`,
  });
  assert.deepEqual(admin.json().formSchema, formSchema);
  assert.deepEqual(admin.json().variants.de.componentText, german.componentText);
  assert.deepEqual(admin.json().variants.de.slideNavigation, {
    slide1: { nextText: 'Weiter' },
    slide2: { submitText: 'Abschicken' },
  });
  assert.deepEqual(admin.json().variants.default.componentText, {});

  // Answers are keyed by values, not labels: a German reader's answer is taken as is.
  const answer = await kit.call('guest', {
    method: 'POST',
    url: `/api/1.0/callout/${callout.slug}/responses`,
    payload: {
      guest: { firstname: 'Gast', lastname: 'Leser', email: 'gast@example.org' },
      answers: { slide1: { story: 'Lärm', local: 'yes' } },
    },
  });
  assert.equal(answer.statusCode, 201, answer.body);
});

test('PATCH replaces a locale’s form texts and de@informal overrides de text by text', async (t) => {
  const kit = await calloutKit(t);
  const callout = await kit.createCallout({
    starts: ago(1000),
    formSchema,
    variants: { default: { title: 'Street' }, de: german },
  });
  const patch = await kit.call('admin', {
    method: 'PATCH',
    url: `/api/1.0/callout/${callout.id}`,
    payload: { variants: { 'de@informal': { title: 'Erzähl uns', componentText: { 'Your name': 'Dein Name' } } } },
  });
  assert.equal(patch.statusCode, 200, patch.body);
  const informal = await kit.call('guest', {
    method: 'GET',
    url: `/api/1.0/callout/${callout.slug}?with=form&variant=de@informal`,
  });
  const slides = informal.json().formSchema.slides as Slide[];
  assert.equal(slides[1]!.components[0]!.label, 'Dein Name');
  assert.equal(slides[1]!.components[0]!.placeholder, 'Vor- und Nachname');
  assert.deepEqual(slides[0]!.navigation, { nextText: 'Weiter' });
});

test('bad shapes of form texts are refused with 422 and change nothing', async (t) => {
  const kit = await calloutKit(t);
  const callout = await kit.createCallout({ formSchema, variants: { default: { title: 'Street' }, de: german } });
  const bad: [unknown, string][] = [
    [{ title: 'X', componentText: { 'Your name': 5 } }, 'variants.de.componentText.Your name'],
    [{ title: 'X', componentText: ['Ihr Name'] }, 'variants.de.componentText'],
    [{ title: 'X', componentText: { 'Your name': 'x'.repeat(5001) } }, 'variants.de.componentText.Your name'],
    [{ title: 'X', slideNavigation: { slide1: 'Weiter' } }, 'variants.de.slideNavigation.slide1'],
    [
      { title: 'X', slideNavigation: { slide1: { nextLabel: 'Weiter' } } },
      'variants.de.slideNavigation.slide1.nextLabel',
    ],
  ];
  for (const [de, field] of bad) {
    const res = await kit.call('admin', {
      method: 'PATCH',
      url: `/api/1.0/callout/${callout.id}`,
      payload: { variants: { de } },
    });
    assert.equal(res.statusCode, 422, JSON.stringify(de));
    assert.equal(res.json().code, 'validation');
    assert.ok(
      res.json().errors.some((error: { field: string }) => error.field === field),
      `${JSON.stringify(res.json().errors)} names ${field}`,
    );
  }
  const after = await kit.call('admin', { method: 'GET', url: `/api/1.0/callout/${callout.id}?with=variants` });
  assert.deepEqual(after.json().variants.de.componentText, german.componentText);
  assert.equal(after.json().variants.de.title, german.title);
});
