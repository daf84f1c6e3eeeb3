import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FormSchema } from './form-schema.ts';
import { pruneAnswers, validateAnswers, type AnswersProblem } from './validate-answers.ts';
import { validateFormSchema } from './validate-form-schema.ts';

const now = new Date('2026-05-15T12:00:00Z');
const schema: FormSchema = {
  slides: [
    {
      id: 's1',
      components: [
        { type: 'content', html: '<p>Tell us</p>' },
        {
          type: 'radio',
          key: 'happy',
          label: 'Happy?',
          validate: { required: true },
          values: [
            { label: 'Yes', value: 'yes' },
            { label: 'No', value: 'no' },
          ],
        },
        {
          type: 'textarea',
          key: 'why',
          label: 'Why not?',
          validate: { required: true },
          conditional: { show: true, when: 'happy', eq: 'no' },
        },
        { type: 'textfield', key: 'secret', hidden: true, validate: { required: true } },
      ],
    },
    {
      id: 's2',
      components: [
        {
          type: 'panel',
          key: 'contact',
          components: [{ type: 'email', key: 'email', label: 'Email' }],
        },
        {
          type: 'tabs',
          key: 'tabs',
          components: [
            { key: 'tab1', label: 'One', components: [{ type: 'number', key: 'age', validate: { min: 0 } }] },
          ],
        },
      ],
    },
  ],
};

const p = (
  slideId: string,
  key: string,
  label: string,
  rule: AnswersProblem['rule'],
  params?: AnswersProblem['params'],
): AnswersProblem => (params ? { slideId, key, label, rule, params } : { slideId, key, label, rule });

test('the example schema is itself valid', () => {
  assert.deepEqual(validateFormSchema(schema), []);
});

test('validateAnswers judges a whole response and names each component', () => {
  const rows: [string, unknown, AnswersProblem[]][] = [
    ['a complete response', { s1: { happy: 'yes' }, s2: { email: 'a@example.org', age: 30 } }, []],
    ['a response with only the required answer', { s1: { happy: 'yes' } }, []],
    ['a missing required answer', {}, [p('s1', 'happy', 'Happy?', 'required')]],
    ['a conditional question that shows', { s1: { happy: 'no' } }, [p('s1', 'why', 'Why not?', 'required')]],
    ['a conditional question answered', { s1: { happy: 'no', why: 'Too loud' } }, []],
    ['an answer to a question that does not show is ignored', { s1: { happy: 'yes', why: 42 } }, []],
    ['an answer to a hidden question is ignored', { s1: { happy: 'yes', secret: { evil: true } } }, []],
    [
      'nested answers under their own key',
      { s1: { happy: 'yes' }, s2: { email: 'nope', age: -1 } },
      [p('s2', 'email', 'Email', 'email'), p('s2', 'age', 'age', 'min', { min: 0 })],
    ],
    [
      'an answer under the panel key',
      { s1: { happy: 'yes' }, s2: { contact: { email: 'a@example.org' } } },
      [p('s2', 'contact', '', 'unknown')],
    ],
    [
      'an answer on the wrong slide',
      { s1: { happy: 'yes', email: 'a@example.org' } },
      [p('s1', 'email', '', 'unknown')],
    ],
    ['an unknown slide', { s1: { happy: 'yes' }, s9: {} }, [p('s9', '', '', 'unknown')]],
    ['a slide that is a list', { s1: { happy: 'yes' }, s2: ['a'] }, [p('s2', '', '', 'type')]],
    ['a slide that is null', { s1: { happy: 'yes' }, s2: null }, [p('s2', '', '', 'type')]],
    ['answers that are a list', [], [p('', '', '', 'type')]],
    ['answers that are text', 'happy=yes', [p('', '', '', 'type')]],
    ['answers that are null', null, [p('', '', '', 'type')]],
    [
      '__proto__ as a slide',
      JSON.parse('{"s1": {"happy": "yes"}, "__proto__": {"happy": "no"}}'),
      [p('__proto__', '', '', 'unknown')],
    ],
    [
      '__proto__ as a key',
      JSON.parse('{"s1": {"happy": "yes", "__proto__": {"why": 1}}}'),
      [p('s1', '__proto__', '', 'unknown')],
    ],
    ['constructor as a key', { s1: { happy: 'yes', constructor: 'x' } }, [p('s1', 'constructor', '', 'unknown')]],
    [
      'hasOwnProperty as a key',
      { s1: { happy: 'yes', hasOwnProperty: 'x' } },
      [p('s1', 'hasOwnProperty', '', 'unknown')],
    ],
    ['an option that is not listed', { s1: { happy: 'maybe' } }, [p('s1', 'happy', 'Happy?', 'option')]],
  ];
  for (const [name, answers, expected] of rows)
    assert.deepEqual(validateAnswers(schema, answers, { now }), expected, name);
});

test('validateAnswers reports at most a hundred problems', () => {
  const flood = { s1: Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i])) };
  assert.equal(validateAnswers(schema, flood, { now }).length, 100);
});

test('pruneAnswers keeps only the answers of components that show', () => {
  const rows: [unknown, unknown][] = [
    [
      { s1: { happy: 'yes', why: 'stale', secret: 'x' }, s2: { email: 'a@example.org', age: 3 } },
      { s1: { happy: 'yes' }, s2: { email: 'a@example.org', age: 3 } },
    ],
    [{ s1: { happy: 'no', why: 'Too loud' } }, { s1: { happy: 'no', why: 'Too loud' } }],
    [{ s1: { happy: 'no', why: '   ' }, s2: { email: '' } }, { s1: { happy: 'no' } }],
    [JSON.parse('{"s1": {"happy": "yes", "__proto__": 1}, "x": {}}'), { s1: { happy: 'yes' } }],
    [null, {}],
  ];
  for (const [answers, expected] of rows)
    assert.deepEqual(pruneAnswers(schema, answers), expected, JSON.stringify(answers));
});

test('multiple-value answers are judged per item and stored without blank items', () => {
  const lists: FormSchema = {
    slides: [
      {
        id: 's1',
        components: [
          { type: 'email', key: 'emails', label: 'Emails', multiple: true, validate: { required: true } },
          { type: 'textfield', key: 'tags', label: 'Tags', multiple: true },
        ],
      },
    ],
  };
  const judged: [unknown, AnswersProblem[]][] = [
    [{ s1: { emails: ['a@example.org', ''] } }, []],
    [{ s1: { emails: ['', ''] } }, [p('s1', 'emails', 'Emails', 'required')]],
    [{ s1: { emails: ['a@example.org', 'b@'] } }, [p('s1', 'emails', 'Emails', 'email', { index: 1 })]],
    [{ s1: { emails: 'a@example.org' } }, [p('s1', 'emails', 'Emails', 'type')]],
  ];
  for (const [answers, expected] of judged)
    assert.deepEqual(validateAnswers(lists, answers, { now }), expected, JSON.stringify(answers));
  const pruned: [unknown, unknown][] = [
    [{ s1: { emails: ['', 'a@example.org', null], tags: ['', ' '] } }, { s1: { emails: ['a@example.org'] } }],
    [
      { s1: { emails: ['a@example.org'], tags: ['x', '', 'y'] } },
      { s1: { emails: ['a@example.org'], tags: ['x', 'y'] } },
    ],
  ];
  for (const [answers, expected] of pruned)
    assert.deepEqual(pruneAnswers(lists, answers), expected, JSON.stringify(answers));
});
