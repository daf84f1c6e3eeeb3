import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CalloutAccess } from '../schemas/callout.ts';
import { collectsContact, newsletterOptIn, type NewsletterOptIn } from './newsletter-opt-in.ts';

const offer = (extra: Partial<NewsletterOptIn>): NewsletterOptIn => ({
  title: '',
  text: '',
  label: '',
  groups: [],
  ...extra,
});

test('newsletterOptIn reads the sign-up a call-out offers', () => {
  const many = Array.from({ length: 60 }, (_, i) => `g${i}`);
  const rows: [unknown, NewsletterOptIn | null][] = [
    [null, null],
    [undefined, null],
    ['yes', null],
    [[], null],
    [{}, offer({})],
    [
      { title: 'News', text: 'Weekly, free', optIn: 'Sign me up' },
      offer({ title: 'News', text: 'Weekly, free', label: 'Sign me up' }),
    ],
    [{ label: 'Keep me posted' }, offer({ label: 'Keep me posted' })],
    [{ optIn: 'A', label: 'B' }, offer({ label: 'A' })],
    [{ optIn: 7, title: ['x'] }, offer({})],
    [
      { groups: [{ id: 'weekly', label: 'Weekly digest', checked: true }, { id: 'events' }, 'local'] },
      offer({
        groups: [
          { id: 'weekly', label: 'Weekly digest', checked: true },
          { id: 'events', label: 'events', checked: false },
          { id: 'local', label: 'local', checked: false },
        ],
      }),
    ],
    [
      {
        groups: [
          { id: '' },
          { label: 'No id' },
          { id: 3 },
          null,
          { id: 'a' },
          { id: 'a', label: 'Again' },
          'x'.repeat(201),
        ],
      },
      offer({ groups: [{ id: 'a', label: 'a', checked: false }] }),
    ],
    [{ groups: { id: 'weekly' } }, offer({})],
    [
      { groups: [{ id: 'weekly', checked: 'yes' }] },
      offer({ groups: [{ id: 'weekly', label: 'weekly', checked: false }] }),
    ],
    [{ groups: many }, offer({ groups: many.slice(0, 50).map((id) => ({ id, label: id, checked: false })) })],
  ];
  for (const [schema, expected] of rows) assert.deepEqual(newsletterOptIn(schema), expected, JSON.stringify(schema));
});

test('only call-outs that know who answers collect contact details', () => {
  const rows: [CalloutAccess, boolean][] = [
    ['member', true],
    ['guest', true],
    ['anonymous', false],
    ['only-anonymous', false],
  ];
  for (const [access, expected] of rows) assert.equal(collectsContact(access), expected, access);
});
