import { answerRules, type AnswerRule } from '@masthead/core';
import { assert, createTestI18n, describe, it } from '@masthead/test/browser-setup';
import { problemKind, problemText, type ProblemKind } from './problem-text.ts';

const i18n = createTestI18n();

describe('problemText', () => {
  it('has a sentence for every rule code, naming the question and its limits', () => {
    const rows: [AnswerRule, Record<string, number> | undefined, string][] = [
      ['required', undefined, 'Please answer “Story”'],
      ['min', { min: 3 }, 'Please enter 3 or more for “Story”'],
      ['max', { max: 1500 }, 'Please enter 1,500 or less for “Story”'],
      ['minLength', { min: 10 }, 'Please write at least 10 characters for “Story”'],
      ['maxLength', { max: 200 }, 'Please keep “Story” to 200 characters or fewer.'],
      ['minWords', { min: 5 }, 'Please write at least 5 words for “Story”'],
      ['maxWords', { max: 50 }, 'Please keep “Story” to 50 words or fewer.'],
      ['pattern', undefined, 'Your answer to “Story” is not written the way we need it. Please check it.'],
      ['time', undefined, 'Please enter a time for “Story”, such as 14:30.'],
    ];
    for (const [rule, params, expected] of rows) {
      assert.equal(problemText(i18n, 'Story', params ? { rule, params } : { rule }), expected, rule);
    }
    const texts = new Set(answerRules.map((rule) => problemText(i18n, 'Story', { rule })));
    // A sentence that names the question, never the old "Story: …" of a form validator.
    for (const text of texts) {
      assert.ok(text.includes('“Story”'), text);
      assert.match(text, /^[A-Z].*[.”]$/, text);
    }
    // type and checkbox share the fallback; every other rule says something of its own.
    assert.equal(texts.size, answerRules.length - 1);
  });

  it('asks for a required answer the way the question is answered', () => {
    const rows: [string, ProblemKind, string][] = [
      ['textfield', 'other', 'Please answer “Story”'],
      ['radio', 'choice', 'Please choose an answer for “Story”'],
      ['select', 'choice', 'Please choose an answer for “Story”'],
      ['selectboxes', 'choice', 'Please choose an answer for “Story”'],
      ['checkbox', 'tick', 'Please tick “Story” to go on.'],
      ['file', 'file', 'Please add a file for “Story”'],
      ['datetime', 'date', 'Please answer “Story”'],
      ['address', 'address', 'Please answer “Story”'],
    ];
    for (const [type, kind, expected] of rows) {
      assert.equal(problemKind(type), kind, type);
      assert.equal(problemText(i18n, 'Story', { rule: 'required' }, kind), expected, type);
    }
  });

  it('asks for the typed address when only a place on the map was given', () => {
    assert.equal(problemText(i18n, 'Where', { rule: 'type' }, 'address'), 'Please also type the address for “Where”');
    assert.equal(problemText(i18n, 'Where', { rule: 'type' }), 'Please check your answer to “Where”');
  });

  it('writes datetime limits as dates', () => {
    const text = problemText(i18n, 'When', { rule: 'min', params: { min: '2026-05-01T10:00:00.000Z' } }, 'date');
    assert.match(text, /^Please choose a date for “When” on or after May 1, 2026/);
  });
});
