import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AnswerProblem } from './answer-problem.ts';
import type { AnswerableComponent, ComponentValidate } from './form-schema.ts';
import { validateAnswer } from './validate-answer.ts';
import { countWords } from './validate-text-answer.ts';

const now = new Date('2026-05-15T12:00:00Z');
const c = (type: string, validate: ComponentValidate = {}, extra: object = {}) =>
  ({ type, key: 'k', label: 'K', validate, ...extra }) as AnswerableComponent;
const ok = null;
const rule = (name: AnswerProblem['rule'], params?: AnswerProblem['params']): AnswerProblem =>
  params ? { rule: name, params } : { rule: name };

function check(rows: [AnswerableComponent, unknown, AnswerProblem | null][]) {
  for (const [component, value, expected] of rows) {
    const label = `${component.type} ${JSON.stringify(component.validate)} ${JSON.stringify(value)?.slice(0, 80)}`;
    assert.deepEqual(validateAnswer(component, value, { now }), expected, label);
  }
}

test('text answers obey length, word and pattern limits', () => {
  check([
    [c('textfield'), 'hello', ok],
    [c('textfield'), 42, rule('type')],
    [c('textfield'), { text: 'x' }, rule('type')],
    [c('textfield'), true, rule('type')],
    [c('textfield', { minLength: 3 }), 'ab', rule('minLength', { min: 3 })],
    [c('textfield', { minLength: 3 }), 'abc', ok],
    [c('textfield', { maxLength: 3 }), 'abcd', rule('maxLength', { max: 3 })],
    [c('textfield', { maxLength: 3 }), 'äöü', ok],
    [c('textfield', { maxLength: 2 }), '👍👍', ok],
    [c('textarea', { minWords: 2 }), 'one', rule('minWords', { min: 2 })],
    [c('textarea', { minWords: 2 }), 'one   two', ok],
    [c('textarea', { maxWords: 2 }), 'one two three', rule('maxWords', { max: 2 })],
    [c('textarea', { maxWords: 2 }), '  one\ntwo  ', ok],
    [c('textfield', { pattern: '[A-Z]{2}\\d+' }), 'AB12', ok],
    [c('textfield', { pattern: '[A-Z]{2}\\d+' }), 'xAB12', rule('pattern')],
    [c('textfield', { pattern: '[A-Z]{2}\\d+' }), 'AB12x', rule('pattern')],
    [c('textfield', { pattern: 'a|b' }), 'ab', rule('pattern')],
    [c('textarea', { pattern: '([A-Za-z0-9]+\\s?)*' }), 'a'.repeat(40) + '!', rule('pattern')],
    [c('textfield', { pattern: '(a)\\1' }), 'whatever', ok],
    [c('textfield', { pattern: '([a-z' }), 'anything', ok],
    [c('textfield', { minLength: '' as unknown as number, pattern: '' }), 'x', ok],
    [c('textarea'), 'x'.repeat(100_001), rule('maxLength', { max: 100_000 })],
  ]);
});

test('email, url, phone number and time answers have their formats', () => {
  check([
    [c('email'), 'reader@example.org', ok],
    [c('email'), 'a.b+c@mail.example.co.uk', ok],
    [c('email'), 'reader@example', rule('email')],
    [c('email'), 'read er@example.org', rule('email')],
    [c('email'), 'reader@@example.org', rule('email')],
    [c('email'), '@example.org', rule('email')],
    [c('email'), 'reader@.org', rule('email')],
    [c('email'), 'reader@example.org\n', rule('email')],
    [c('email'), 'a\u0000@example.org', rule('email')],
    [c('email'), `${'a'.repeat(320)}@example.org`, rule('email')],
    [c('email', { maxLength: 10 }), 'reader@example.org', rule('maxLength', { max: 10 })],
    [c('url'), 'https://example.org', ok],
    [c('url'), 'http://example.org/path?q=1#x', ok],
    [c('url'), 'HTTPS://Example.ORG/', ok],
    [c('url'), 'https://bücher.de', ok],
    [c('url'), 'ftp://example.org', rule('url')],
    [c('url'), 'javascript:alert(1)', rule('url')],
    [c('url'), 'example.org', rule('url')],
    [c('url'), 'https://localhost', rule('url')],
    [c('url'), 'https://192.168.0.1', rule('url')],
    [c('url'), 'https://[::1]/', rule('url')],
    [c('url'), 'https://exa mple.org', rule('url')],
    [c('url'), ' https://example.org', rule('url')],
    [c('url'), 'https://', rule('url')],
    [c('phoneNumber'), '+4930123456', ok],
    [c('phoneNumber'), '12345', ok],
    [c('phoneNumber'), '1234', rule('phoneNumber')],
    [c('phoneNumber'), '+1234567890123456', rule('phoneNumber')],
    [c('phoneNumber'), '123456789012345', ok],
    [c('phoneNumber'), '030 123456', rule('phoneNumber')],
    [c('phoneNumber'), '12+345', rule('phoneNumber')],
    [c('phoneNumber'), '١٢٣٤٥٦', rule('phoneNumber')],
    [c('phoneNumber'), 4930123456, rule('type')],
    [c('time'), '09:30', ok],
    [c('time'), '23:59:59', ok],
    [c('time'), '24:00', rule('time')],
    [c('time'), '9:30', rule('time')],
    [c('time'), '09:60', rule('time')],
    [c('time'), '09:30:00.5', rule('time')],
  ]);
});

test('countWords splits on runs of spaces', () => {
  const rows: [string, number][] = [
    ['', 0],
    ['   ', 0],
    ['one', 1],
    [' one  two\tthree\n', 3],
    ['l’été est là', 3],
  ];
  for (const [text, expected] of rows) assert.equal(countWords(text), expected, text);
});
