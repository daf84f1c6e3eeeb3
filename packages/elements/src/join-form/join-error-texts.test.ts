import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorCatalogue, readerErrorCatalogue, readerTexts } from '@masthead/core';
import { joinErrorText, joinErrorTexts } from './join-error-texts.ts';

test("keeps the join errors' texts and ids exactly as core's catalogue has them", () => {
  for (const [code, text] of Object.entries(joinErrorTexts)) {
    assert.deepEqual(text, errorCatalogue[code as keyof typeof errorCatalogue].text, code);
  }
});

test('answers each code with its catalogue text, and anything unknown with the generic one', () => {
  const rows: [string, unknown][] = [
    ['payment-refused', errorCatalogue['payment-refused'].text],
    ['TOO_MANY_REQUESTS', readerErrorCatalogue.TOO_MANY_REQUESTS.text],
    ['validation', readerErrorCatalogue.validation.text],
    ['network', readerTexts.serverError],
    ['no-such-code', readerTexts.serverError],
  ];
  for (const [code, expected] of rows) assert.deepEqual(joinErrorText(code), expected, code);
});
