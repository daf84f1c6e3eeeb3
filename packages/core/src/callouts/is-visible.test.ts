import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FormSchema } from './form-schema.ts';
import { answerEquals, isVisible, visibleKeys } from './is-visible.ts';

test('answerEquals compares answers the way form.io does', () => {
  const rows: [unknown, string, boolean][] = [
    ['yes', 'yes', true],
    ['Yes', 'yes', false],
    [undefined, '', true],
    [null, '', true],
    [undefined, 'yes', false],
    ['', '', true],
    [true, 'true', true],
    [false, 'false', true],
    [false, 'true', false],
    [3, '3', true],
    [3.0, '3.0', false],
    [{ red: true, blue: false }, 'red', true],
    [{ red: true, blue: false }, 'blue', false],
    [{}, 'toString', false],
    [{}, '__proto__', false],
    [JSON.parse('{"__proto__": true}'), '__proto__', true],
    [['a', 'b'], 'b', true],
    [[['b']], 'b', false],
    [['', 'b'], '', false],
    [['', null], '', true],
    [[], '', true],
    [[], 'b', false],
    [[' ', 'b'], 'b', true],
    [{ formatted_address: 'x' }, 'x', false],
  ];
  for (const [value, eq, expected] of rows)
    assert.equal(answerEquals(value, eq), expected, `${JSON.stringify(value)} ${eq}`);
});

test('isVisible reads the hidden flag and the conditional against the answers so far', () => {
  const when = (show: boolean, eq: string) => ({ conditional: { show, when: 'happy', eq } });
  const rows: [object, unknown, boolean][] = [
    [{}, {}, true],
    [{ hidden: true }, {}, false],
    [{ hidden: 'true' }, {}, true],
    [when(true, 'no'), { s1: { happy: 'no' } }, true],
    [when(true, 'no'), { s1: { happy: 'yes' } }, false],
    [when(true, 'no'), {}, false],
    [when(false, 'no'), { s1: { happy: 'no' } }, false],
    [when(false, 'no'), { s2: { happy: 'yes' } }, true],
    [when(true, 'no'), { s1: null, s2: { happy: 'no' } }, true],
    [when(true, 'no'), null, false],
    [when(true, 'no'), 'happy=no', false],
    [{ hidden: true, ...when(true, 'no') }, { s1: { happy: 'no' } }, false],
    [{ conditional: { show: null, when: null, eq: '' } }, {}, true],
    [{ conditional: { show: 'true', when: 'happy', eq: 'no' } }, {}, true],
    [{ conditional: { show: true, when: 'constructor', eq: '' } }, {}, true],
    [{ conditional: { show: true, when: 'constructor', eq: 'x' } }, { s1: {} }, false],
  ];
  for (const [component, answers, expected] of rows) {
    assert.equal(isVisible(component, answers), expected, `${JSON.stringify(component)} ${JSON.stringify(answers)}`);
  }
});

const schema: FormSchema = {
  slides: [
    {
      id: 's1',
      components: [
        {
          type: 'radio',
          key: 'happy',
          values: [
            { label: 'Yes', value: 'yes' },
            { label: 'No', value: 'no' },
          ],
        },
        { type: 'textarea', key: 'why', conditional: { show: true, when: 'happy', eq: 'no' } },
        { type: 'checkbox', key: 'more', conditional: { show: true, when: 'why', eq: 'tell' } },
        {
          type: 'panel',
          key: 'extra',
          conditional: { show: true, when: 'happy', eq: 'yes' },
          components: [{ type: 'textfield', key: 'best' }],
        },
        { type: 'textfield', key: 'secret', hidden: true },
      ],
    },
    {
      id: 's2',
      components: [
        { type: 'tabs', key: 'tabs', components: [{ key: 't1', components: [{ type: 'email', key: 'email' }] }] },
      ],
    },
  ],
};

test('visibleKeys follows containers and chains of conditionals', () => {
  const rows: [unknown, string[]][] = [
    [{}, ['happy', 'email']],
    [{ s1: { happy: 'yes' } }, ['happy', 'best', 'email']],
    [{ s1: { happy: 'no' } }, ['happy', 'why', 'email']],
    [{ s1: { happy: 'no', why: 'tell' } }, ['happy', 'why', 'more', 'email']],
    [{ s1: { happy: 'yes', why: 'tell' } }, ['happy', 'best', 'email']],
    [{ s2: { happy: 'no' } }, ['happy', 'email']],
    [null, ['happy', 'email']],
  ];
  for (const [answers, expected] of rows)
    assert.deepEqual([...visibleKeys(schema, answers)], expected, JSON.stringify(answers));
});

test('visibleKeys cuts a cycle of conditionals instead of looping', () => {
  const cyclic: FormSchema = {
    slides: [
      {
        id: 's1',
        components: [
          { type: 'textfield', key: 'a', conditional: { show: false, when: 'b', eq: 'x' } },
          { type: 'textfield', key: 'b', conditional: { show: false, when: 'a', eq: 'x' } },
        ],
      },
    ],
  };
  // a asks b, b asks a: the second look at a counts as missing, so b shows and hides a.
  assert.deepEqual([...visibleKeys(cyclic, { s1: { a: 'x', b: 'x' } })], ['b']);
});
