import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fieldErrors, type SchemaError } from './field-errors.ts';

const rows: [SchemaError, { field: string; rule: string }][] = [
  [
    { keyword: 'maxLength', instancePath: '/organisationName', params: { limit: 200 } },
    { field: 'organisationName', rule: 'maxLength' },
  ],
  [
    { keyword: 'pattern', instancePath: '/theme/colors/primary', params: { pattern: '^#' } },
    { field: 'theme.colors.primary', rule: 'pattern' },
  ],
  [
    { keyword: 'required', instancePath: '/footerLinks/2', params: { missingProperty: 'url' } },
    { field: 'footerLinks.2.url', rule: 'required' },
  ],
  [
    { keyword: 'required', instancePath: '', params: { missingProperty: 'email' } },
    { field: 'email', rule: 'required' },
  ],
  [
    { keyword: 'additionalProperties', instancePath: '/theme', params: { additionalProperty: 'x' } },
    { field: 'theme.x', rule: 'additionalProperties' },
  ],
  [
    { keyword: 'minProperties', instancePath: '', params: { limit: 1 } },
    { field: '', rule: 'minProperties' },
  ],
  [
    { keyword: 'type', instancePath: '/answers/a~1b', params: { type: 'string' } },
    { field: 'answers.a/b', rule: 'type' },
  ],
];

test('ajv errors become dotted field paths with their rule and params', () => {
  for (const [input, expected] of rows) {
    const [error] = fieldErrors([input]);
    assert.deepEqual(error, { ...expected, params: input.params }, JSON.stringify(input));
  }
});
