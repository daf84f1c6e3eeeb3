import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultJoinSettings, defaultJoinSetup, paymentMethods, type JoinSettings } from '@masthead/core';
import { joinDraftOf, joinFieldOf, joinPatch, previewOf } from './join-draft.ts';
import { setupFieldOf, setupPatch, setupTabFields } from './setup-draft.ts';

const saved: JoinSettings = {
  ...defaultJoinSettings,
  minMonthlyAmount: 2.5,
  paymentMethods: [...paymentMethods],
  stripePublicKey: null,
  currency: 'EUR',
  returnOrigins: ['http://localhost:3000'],
};

test('a draft writes amounts as the amount field does, and an untouched draft patches nothing', () => {
  const draft = joinDraftOf(saved);
  assert.equal(draft.minMonthlyAmount, '2.50');
  assert.deepEqual(draft.periods[0], { name: 'monthly', presetAmounts: ['5', '10', '15'] });
  assert.equal('currency' in draft, false);
  assert.deepEqual(joinPatch(draft, saved), { patch: {}, errors: [] });
});

test('the patch holds only what changed, amounts as numbers', () => {
  const rows: [Partial<ReturnType<typeof joinDraftOf>>, object][] = [
    [{ title: 'Become a member' }, { title: 'Become a member' }],
    [{ minMonthlyAmount: '2,5' }, {}],
    [{ minMonthlyAmount: '3' }, { minMonthlyAmount: 3 }],
    [
      { initialAmount: '12.50', initialPeriod: 'annually' },
      { initialAmount: 12.5, initialPeriod: 'annually' },
    ],
    [
      { periods: [{ name: 'annually', presetAmounts: ['60'] }] },
      { periods: [{ name: 'annually', presetAmounts: [60] }] },
    ],
    [{ showNoContribution: true }, { showNoContribution: true }],
  ];
  for (const [change, expected] of rows) {
    assert.deepEqual(joinPatch({ ...joinDraftOf(saved), ...change }, saved), { patch: expected, errors: [] });
  }
});

test('an amount that is not a number is an error at its field and is left out of the preview', () => {
  const draft = { ...joinDraftOf(saved), initialAmount: 'ten' };
  draft.periods = [{ name: 'monthly', presetAmounts: ['5', '1.234', '20'] }];
  const { errors } = joinPatch(draft, saved);
  assert.deepEqual(
    errors.map((e) => joinFieldOf(e.field, draft)),
    ['presets.monthly.1', 'initialAmount'],
  );
  const preview = previewOf(draft, saved);
  assert.equal(preview.initialAmount, 10, 'the saved amount stands in');
  assert.deepEqual(preview.periods, [{ name: 'monthly', presetAmounts: [5, 20] }]);
  assert.equal(preview.currency, 'EUR');
});

test("a server's field names the builder's field", () => {
  const draft = joinDraftOf({ ...saved, periods: [...saved.periods].reverse() });
  const rows: [string, string | null][] = [
    ['periods.0.presetAmounts.2', 'presets.annually.2'],
    ['periods.1.presetAmounts', 'presets.monthly'],
    ['periods', 'offer.monthly'],
    ['periods.1.name', 'offer.monthly'],
    ['title', 'title'],
    ['stripePublicKey', null],
  ];
  for (const [field, key] of rows) assert.equal(joinFieldOf(field, draft), key, field);
});

test('a setup tab patches only its own changed fields and checks group ids first', () => {
  const draft = { ...defaultJoinSetup, welcome: 'Hello', confirmEmailTitle: 'Check your inbox' };
  assert.deepEqual(setupPatch(draft, defaultJoinSetup, setupTabFields.intro), {
    patch: { welcome: 'Hello' },
    errors: [],
  });
  assert.deepEqual(setupPatch(draft, defaultJoinSetup, setupTabFields.email).patch, {});
  const groups = [
    { id: ' a ', label: 'A', checked: true },
    { id: '', label: 'B', checked: false },
    { id: 'a', label: 'C', checked: false },
  ];
  const { errors } = setupPatch(
    { ...defaultJoinSetup, newsletterGroups: groups },
    defaultJoinSetup,
    setupTabFields.intro,
  );
  assert.deepEqual(
    errors.map((e) => [e.field, e.rule]),
    [
      ['newsletterGroups.1.id', 'required'],
      ['newsletterGroups.2.id', 'group-id-taken'],
    ],
  );
  assert.equal(setupFieldOf('newsletterGroups.3.label', setupTabFields.intro), 'newsletterGroups.3.label');
  assert.equal(setupFieldOf('welcomeEmailText', setupTabFields.intro), null);
});
