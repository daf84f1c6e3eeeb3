import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkNoticeDraft, emptyNoticeDraft, normaliseUrl, type NoticeDraft } from './notice-draft.ts';

const good: NoticeDraft = {
  ...emptyNoticeDraft,
  name: 'Summer appeal',
  buttonText: 'Give now',
  url: 'https://give.example.org',
};

const errorsOf = (draft: Partial<NoticeDraft>) => {
  const checked = checkNoticeDraft({ ...good, ...draft });
  return checked.ok ? [] : checked.errors.map((e) => `${e.field} ${e.rule}`);
};

describe('checkNoticeDraft', () => {
  const rows: [string, Partial<NoticeDraft>, string[]][] = [
    ['a notice with a button', {}, []],
    ['a notice without a button', { buttonText: '', url: '' }, []],
    ['a blank name', { name: '   ' }, ['name required']],
    ['a name too long', { name: 'x'.repeat(201) }, ['name maxLength']],
    ['a text too long', { text: `<p>${'x'.repeat(20_000)}</p>` }, ['text maxLength']],
    ['an address without a scheme', { url: 'give.example.org' }, ['url pattern']],
    ['a javascript: address', { url: 'javascript:alert(1)' }, ['url pattern']],
    ['a page of the site', { url: '/join' }, []],
    ['an address of another site without a scheme', { url: '//evil.example' }, ['url pattern']],
    ['an address without a host', { url: 'https://' }, ['url pattern']],
    ['an address with spaces', { url: 'https://give.example.org/a b' }, ['url pattern']],
    ['an address in capitals', { url: ' HTTPS://Give.example.org ' }, []],
    ['an address without button text', { buttonText: ' ' }, ['buttonText required']],
    ['button text without an address', { url: '' }, ['url required']],
    ['an end after the start', { starts: '2026-12-01T09:00', expires: '2026-12-24T18:00' }, []],
    ['only an end', { expires: '2026-12-24T18:00' }, []],
    ['an end at the start', { starts: '2026-12-01T09:00', expires: '2026-12-01T09:00' }, ['expires after-start']],
    ['an end before the start', { starts: '2026-12-02T09:00', expires: '2026-12-01T09:00' }, ['expires after-start']],
    ['an unreadable start', { starts: '2026-13-45T99:00' }, ['starts format']],
  ];
  for (const [name, draft, expected] of rows) {
    it(`judges ${name}`, () => assert.deepEqual(errorsOf(draft), expected));
  }

  it('sends trimmed texts, the lower-case scheme and ISO dates, null for no date', () => {
    const checked = checkNoticeDraft({
      ...good,
      name: '  Summer appeal ',
      url: 'HTTPS://give.example.org/x',
      starts: '2026-12-01T09:00',
    });
    assert.ok(checked.ok);
    assert.deepEqual(checked.body, {
      name: 'Summer appeal',
      text: '',
      buttonText: 'Give now',
      url: 'https://give.example.org/x',
      starts: new Date(2026, 11, 1, 9, 0).toISOString(),
      expires: null,
    });
  });

  it('leaves an address without a scheme as typed', () => assert.equal(normaliseUrl(' example.org '), 'example.org'));
});
