import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localUploadProblem, uploadErrorText, uploadKind } from './upload-error.ts';

test('upload errors read as the catalogue texts, by code or by status', () => {
  const rows: [unknown, string][] = [
    [{ code: 'LIMIT_FILE_SIZE', httpCode: 413 }, 'File too large'],
    [{ code: 'UNSUPPORTED_FILE_TYPE' }, 'Unsupported file type'],
    [{ code: 'TOO_MANY_REQUESTS' }, 'Rate limit exceeded'],
    [{ code: 'request-too-large', httpCode: 413 }, 'File too large'],
    [{ httpCode: 429 }, 'Rate limit exceeded'],
    [new Error('offline'), 'Something went wrong, please try again.'],
    [null, 'Something went wrong, please try again.'],
  ];
  for (const [error, text] of rows) assert.equal(uploadErrorText(error).message, text, JSON.stringify(error));
});

test('files are checked for size and type before they are sent', () => {
  const rows: [{ size: number; type: string }, string | null][] = [
    [{ size: 1000, type: 'image/png' }, null],
    [{ size: 1000, type: 'application/pdf' }, null],
    [{ size: 21 * 1024 * 1024, type: 'image/png' }, 'LIMIT_FILE_SIZE'],
    [{ size: 10, type: 'text/html' }, 'UNSUPPORTED_FILE_TYPE'],
  ];
  for (const [file, expected] of rows) assert.equal(localUploadProblem(file), expected, JSON.stringify(file));
  assert.equal(uploadKind({ type: 'image/jpeg' }), 'images');
  assert.equal(uploadKind({ type: 'application/pdf' }), 'documents');
});
