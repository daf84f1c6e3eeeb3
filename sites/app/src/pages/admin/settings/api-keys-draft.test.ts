import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkApiKeyDraft, emptyApiKeyDraft, expiresFor, type ApiKeyDraft } from './api-keys-draft.ts';

const now = new Date('2026-03-01T12:00:00.000Z');
const good: ApiKeyDraft = { ...emptyApiKeyDraft, description: 'Newsletter sync' };

const errorsOf = (draft: Partial<ApiKeyDraft>) => {
  const checked = checkApiKeyDraft({ ...good, ...draft }, now);
  return checked.ok ? [] : checked.errors.map((e) => `${e.field} ${e.rule}`);
};

describe('checkApiKeyDraft', () => {
  const rows: [string, Partial<ApiKeyDraft>, string[]][] = [
    ['a key for 90 days', {}, []],
    ['a blank description', { description: '   ' }, ['description required']],
    ['a description of 200 characters', { description: 'x'.repeat(200) }, []],
    ['a description too long', { description: 'x'.repeat(201) }, ['description maxLength']],
    ['no expiry without the risk box', { expiry: 'never' }, ['acceptNever required']],
    ['no expiry with the risk box', { expiry: 'never', acceptNever: true }, []],
    ['the risk box with an expiry', { expiry: '30', acceptNever: true }, []],
    ['nothing at all', { description: '', expiry: 'never' }, ['description required', 'acceptNever required']],
  ];
  for (const [name, draft, expected] of rows) {
    it(`judges ${name}`, () => assert.deepEqual(errorsOf(draft), expected));
  }

  it('sends the trimmed description and the expiry', () => {
    assert.deepEqual(checkApiKeyDraft({ ...good, description: '  Sync  ', expiry: '365' }, now), {
      ok: true,
      body: { description: 'Sync', expires: '2027-03-01T12:00:00.000Z' },
    });
    assert.deepEqual(checkApiKeyDraft({ ...good, expiry: 'never', acceptNever: true }, now), {
      ok: true,
      body: { description: 'Newsletter sync', expires: null },
    });
  });
});

describe('expiresFor', () => {
  const rows: [Parameters<typeof expiresFor>[0], string | null][] = [
    ['30', '2026-03-31T12:00:00.000Z'],
    ['90', '2026-05-30T12:00:00.000Z'],
    ['365', '2027-03-01T12:00:00.000Z'],
    ['never', null],
  ];
  for (const [choice, expected] of rows) {
    it(`turns ${choice} into ${expected}`, () => assert.equal(expiresFor(choice, now), expected));
  }
});
