import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AnswerableComponent } from '@masthead/core';
import { answerParts, type AnswerPart } from './answer-parts.ts';

const options = [
  { label: 'Rent', value: 'rent' },
  { label: 'Mortgage', value: 'mortgage' },
];

test('answerParts shows each kind of answer as a reader would read it', () => {
  const rows: [AnswerableComponent, unknown, AnswerPart[]][] = [
    [{ type: 'textfield', key: 'name' }, 'Ada', [{ kind: 'text', text: 'Ada' }]],
    [{ type: 'textfield', key: 'name' }, '', []],
    [{ type: 'textfield', key: 'name' }, undefined, []],
    [{ type: 'number', key: 'n' }, 0, [{ kind: 'text', text: '0' }]],
    [{ type: 'checkbox', key: 'ok' }, false, [{ kind: 'yes-no', yes: false }]],
    [{ type: 'radio', key: 'r', values: options }, 'rent', [{ kind: 'text', text: 'Rent' }]],
    [{ type: 'select', key: 's', data: { values: options } }, 'gone', [{ kind: 'text', text: 'gone' }]],
    [
      { type: 'selectboxes', key: 'b', values: options },
      { rent: true, mortgage: false },
      [{ kind: 'text', text: 'Rent' }],
    ],
    [
      { type: 'address', key: 'a' },
      { formatted_address: '1 Mill Lane, Bristol', geometry: { location: { lat: 51, lng: -2 } } },
      [{ kind: 'text', text: '1 Mill Lane, Bristol' }],
    ],
    [
      { type: 'file', key: 'f' },
      [{ url: 'https://x.org/uploads/a/photo.jpg', path: 'uploads/a/photo.jpg' }],
      [{ kind: 'file', url: 'https://x.org/uploads/a/photo.jpg', name: 'photo.jpg' }],
    ],
    [
      { type: 'signature', key: 'sig' },
      'data:image/png;base64,AAA',
      [{ kind: 'drawing', src: 'data:image/png;base64,AAA' }],
    ],
    [{ type: 'signature', key: 'sig' }, 'Ada Lovelace', [{ kind: 'text', text: 'Ada Lovelace' }]],
    [
      { type: 'datetime', key: 'd' },
      '2026-03-01T10:00:00.000Z',
      [{ kind: 'date', date: new Date('2026-03-01T10:00:00.000Z') }],
    ],
    [
      { type: 'textfield', key: 'many', multiple: true },
      ['a', 'b'],
      [
        { kind: 'text', text: 'a' },
        { kind: 'text', text: 'b' },
      ],
    ],
  ];
  for (const [component, value, expected] of rows) {
    assert.deepEqual(answerParts(component, value), expected, `${component.type} ${JSON.stringify(value)}`);
  }
});
