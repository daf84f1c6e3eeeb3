import {
  errorBody,
  errorBodySchema,
  operationOf,
  operations,
  schemaReferences,
  splitOperationKey,
  type ApiOperationKey,
  type ErrorCode,
  type FieldError,
} from '@masthead/core';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

export interface SentCall {
  method: string;
  /** Path under /api/1.0 with its query, e.g. `contact/me?with=profile&with=roles`. */
  path: string;
  body: unknown;
  /** The contract table's entry the call was matched to, e.g. `'GET /contact/{id}'`. */
  operation: ApiOperationKey;
  headers: Headers;
}

export interface Answer {
  status: number;
  body?: unknown;
}

/** An answer may also come later (a promise), so a test can hold it back until it is ready. */
export type FakeRoute = (call: SentCall) => Answer | undefined | Promise<Answer | undefined>;

/** `{status, body}` of a catalogued API error. */
export const apiError = (code: ErrorCode, errors: Parameters<typeof errorBody>[1] = null): Answer => {
  const body = errorBody(code, errors);
  return { status: body.httpCode, body };
};

// ajv-formats is CommonJS: its default export arrives wrapped under some bundlers.
const addFormats = ((addFormatsModule as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as (
  ajv: Ajv,
) => Ajv;

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
for (const schema of schemaReferences) ajv.addSchema(schema);

interface Matcher {
  key: ApiOperationKey;
  method: string;
  pattern: RegExp;
  /** More literal characters first: `callout/{id}/responses.csv` before `callout/{id}`. */
  literal: number;
}

const matchers: Matcher[] = (Object.keys(operations) as ApiOperationKey[])
  .map((key) => {
    const { method, path } = splitOperationKey(key);
    const source = path
      .slice(1)
      .split(/(\{\w+\})/)
      .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
      .join('');
    return { key, method, pattern: new RegExp(`^${source}$`), literal: path.replace(/\{\w+\}/g, '').length };
  })
  .sort((a, b) => b.literal - a.literal);

/** The table's entry for a method and a path under /api/1.0 (without its query). */
export function operationFor(method: string, path: string): ApiOperationKey | null {
  return matchers.find((m) => m.method === method && m.pattern.test(path))?.key ?? null;
}

const validators = new Map<object, ValidateFunction>();
function validatorFor(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
  return validate;
}

/** Why an answer breaks the contract, or null when its body passes the operation's response schema. */
export function contractProblem(key: ApiOperationKey, { status, body }: Answer): string | null {
  const operation = operationOf(key);
  const schema = status >= 400 ? errorBodySchema : operation.response[status];
  if (schema === undefined) return `${key} does not answer ${status} in the contract table`;
  if (status === 204 || typeof schema !== 'object') return null;
  const validate = validatorFor(schema);
  if (validate(body)) return null;
  return `${key} answered ${status} with a body its response schema refuses: ${ajv.errorsText(validate.errors)}`;
}

/**
 * A `fetch` that answers like the server would, from `answer(call)`; every
 * call is recorded in `calls`. It holds the test to the contract table: a
 * call to an operation the table does not have, or an answer whose body
 * does not pass the operation's response schema, fails with the reason
 * (thrown from the fetch and kept in `problems`). An unanswered call is a 404.
 * @example const api = fakeApi((call) => (call.operation === 'GET /health' ? {status: 200, body: …} : undefined));
 */
export function fakeApi(answer: FakeRoute) {
  const calls: SentCall[] = [];
  const problems: string[] = [];
  const fail = (problem: string): never => {
    problems.push(problem);
    console.error(`fakeApi: ${problem}`);
    throw new TypeError(problem);
  };

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^.*?\/api\/1\.0\//, '');
    const operation =
      operationFor(request.method, path) ?? fail(`${request.method} /${path} is not in the contract table`);
    const text = request.headers.get('content-type')?.includes('json') ? await request.text() : '';
    const call: SentCall = {
      method: request.method,
      path: path + url.search,
      body: text ? JSON.parse(text) : undefined,
      operation,
      headers: request.headers,
    };
    calls.push(call);
    const answered = (await answer(call)) ?? apiError('not-found');
    const problem = contractProblem(operation, answered);
    if (problem) fail(problem);
    const { status, body } = answered;
    if (status === 204) return new Response(null, { status });
    const csv = typeof body === 'string' && operationOf(operation).produces === 'text/csv';
    // A body left out is `{}`; a `null` one (`GET contact/{id}/mfa` when 2FA is off) is sent as null.
    return new Response(csv ? body : JSON.stringify(body === undefined ? {} : body), {
      status,
      headers: { 'content-type': csv ? 'text/csv' : 'application/json' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls, problems };
}

export type FakeApi = ReturnType<typeof fakeApi>;

/** A recorded call's path without its query, e.g. `callout/c1/responses`. */
export const pathOf = (call: SentCall): string => call.path.split('?')[0] ?? '';

/** A recorded call's query, e.g. `queryOf(call).get('rules')`. */
export const queryOf = (call: SentCall): URLSearchParams => new URLSearchParams(call.path.split('?')[1] ?? '');

/** The list answer (docs/product/api.md, Lists): `{items, offset, count, total}`. */
export const listAnswer = <T>(items: T[], total = items.length, offset = 0): Answer => ({
  status: 200,
  body: { items, offset, count: items.length, total },
});

/**
 * A 422 that names fields, as the server's checks answer:
 * `validationAnswer([{field: 'variants.default.title', rule: 'minLength'}])`.
 */
export const validationAnswer = (errors: FieldError[]): Answer => ({
  status: 422,
  body: errorBody('validation', errors),
});
