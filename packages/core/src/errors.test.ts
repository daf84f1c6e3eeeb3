import { test } from 'node:test';
import assert from 'node:assert/strict';
import { codeForStatus, errorBody, errorCatalogue, httpStatusNames } from './errors.ts';

test('carries every coded error of the catalogue with its exact text and status', () => {
  const rows: [keyof typeof errorCatalogue, number, string][] = [
    [
      'account-locked',
      401,
      'Account locked due to too many failed login attempts. Please reset your password or contact support for help.',
    ],
    ['duplicate-email', 409, 'Email address already exists'],
    ['duplicate-tag-name', 409, 'A tag with this name already exists'],
    ['duplicate-slug', 409, 'A call-out with this slug already exists'],
    ['invalid-token', 401, 'Invalid 2FA token'],
    ['login-failed', 401, 'Invalid password/email combination'],
    ['LIMIT_FILE_SIZE', 413, 'File too large'],
    ['UNSUPPORTED_FILE_TYPE', 415, 'Unsupported file type'],
    ['TOO_MANY_REQUESTS', 429, 'Rate limit exceeded'],
    ['newsroom-mode', 403, 'Joining and contributions are not available on this site.'],
    ['validation', 422, 'Something is missing. Please check the fields above.'],
    ['forbidden', 403, "You don't have access to that."],
    ['internal-error', 500, 'Something went wrong, please try again.'],
  ];
  for (const [code, status, message] of rows) {
    assert.deepEqual(errorBody(code), { message, code, errors: null, httpCode: status });
  }
});

test('names the statuses of the error catalogue', () => {
  const rows: [keyof typeof httpStatusNames, string][] = [
    [400, 'BadRequest'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'NotFound'],
    [409, 'Conflict'],
    [422, 'Validation'],
    [429, 'TooManyRequests'],
    [500, 'InternalServer'],
    [502, 'BadGateway'],
    [503, 'ServiceUnavailable'],
    [504, 'GatewayTimeout'],
  ];
  for (const [status, name] of rows) assert.equal(httpStatusNames[status], name);
});

test('maps bare statuses to a catalogued code', () => {
  const rows: [number, string][] = [
    [400, 'bad-request'],
    [401, 'not-logged-in'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [409, 'conflict'],
    [413, 'request-too-large'],
    [422, 'validation'],
    [429, 'TOO_MANY_REQUESTS'],
    [500, 'internal-error'],
    [502, 'internal-error'],
    [503, 'service-unavailable'],
    [504, 'internal-error'],
  ];
  for (const [status, code] of rows) assert.equal(codeForStatus(status), code, String(status));
});

test('every catalogue entry has a status the API names', () => {
  for (const [code, entry] of Object.entries(errorCatalogue)) {
    assert.ok(entry.httpCode in httpStatusNames, code);
    assert.ok(entry.text.id.startsWith('error.'), code);
  }
});
