import { answerRules, type AnswerRule } from '@masthead/core';
import { assert, createTestI18n, describe, it } from '@masthead/test/browser-setup';
import { problemText } from './problem-text.ts';

const i18n = createTestI18n();

describe('problemText', () => {
  it('has a message for every rule code, naming the field and its limits', () => {
    const rows: [AnswerRule, Record<string, number> | undefined, string][] = [
      ['required', undefined, 'Story: this field is required'],
      ['min', { min: 3 }, 'Story: please enter 3 or more'],
      ['max', { max: 1500 }, 'Story: please enter 1,500 or less'],
      ['minLength', { min: 10 }, 'Story: please write at least 10 characters'],
      ['maxLength', { max: 200 }, 'Story: please write no more than 200 characters'],
      ['minWords', { min: 5 }, 'Story: please write at least 5 words'],
      ['maxWords', { max: 50 }, 'Story: please write no more than 50 words'],
      ['pattern', undefined, 'Story: the answer is not in the expected format'],
      ['time', undefined, 'Story: please enter a time such as 14:30'],
    ];
    for (const [rule, params, expected] of rows) {
      assert.equal(problemText(i18n, 'Story', params ? { rule, params } : { rule }), expected, rule);
    }
    const texts = new Set(answerRules.map((rule) => problemText(i18n, 'Story', { rule })));
    for (const text of texts) assert.ok(text.startsWith('Story: '), text);
    // type and checkbox share the fallback; every other rule says something of its own.
    assert.equal(texts.size, answerRules.length - 1);
  });

  it('writes datetime limits as dates', () => {
    const text = problemText(i18n, 'When', { rule: 'min', params: { min: '2026-05-01T10:00:00.000Z' } }, 'date');
    assert.match(text, /^When: please choose a date on or after May 1, 2026/);
  });
});
