/**
 * The bad requests for one operation of core's table, made from a valid
 * request (`Setup`: real ids, a valid query and body) by breaking one part
 * at a time: each path parameter, each query parameter, each body property,
 * and the body as a whole (not JSON, not an object, wrong content type, too
 * large). Uploads get broken multipart forms instead.
 * @example hostileCases('PATCH /contact/{id}', {caller: 'admin', params: {id: 'me'}, body: {firstname: 'Ada'}})
 */
import { apiBasePath, operationOf, splitOperationKey, type ApiOperationKey, type HttpMethod } from '@masthead/core';
import { applyMutation, bodyMutations } from './hostile-body.ts';
import { badIds, encodeQuery, queryMutations, queryText, type QueryEntries } from './hostile-query.ts';
import type { RuleFields } from './hostile-rules.ts';
import { hostile, toJson, type HostileKind, type Schema } from './hostile-values.ts';
import { uploadCases, type UploadFile } from './hostile-uploads.ts';

export type Caller = 'guest' | 'member' | 'admin' | 'superadmin';

/** A request the caller may make and that passes validation: what the cases break. */
export interface Setup {
  caller: Caller;
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string | readonly string[]>>;
  body?: Record<string, unknown>;
  /** The fields of the resource that the `rules` query filters. */
  rules?: RuleFields;
  /** Rule groups in the body, by dotted path, with the fields of what they filter. */
  bodyRules?: Readonly<Record<string, RuleFields>>;
  /** For uploads: a file the route takes. */
  upload?: UploadFile;
}

export interface HostileCase {
  /** `body.profile.telephone: NUL` */
  name: string;
  kind: HostileKind;
  /** A 2xx is allowed: the input is odd rather than invalid, or extra where the schema takes anything. */
  mayPass: boolean;
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const json = { 'content-type': 'application/json' };

/** A path with its NULs and lone surrogates written as escapes, so a case name prints. */
const printable = (text: string) =>
  [...text]
    .map((c) =>
      c === '\u0000' || /^[\uD800-\uDFFF]$/.test(c) ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c,
    )
    .join('');

function url(path: string, params: Readonly<Record<string, string>>, query: QueryEntries): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
  return `${apiBasePath}${filled}${queryText(query)}`;
}

/** Whole-body breakage: not JSON, not an object, not JSON at all, too large, empty. */
function wholeBodyCases(schema: Schema, valid: string) {
  const cases: { name: string; kind: HostileKind; payload: string; headers: Record<string, string> }[] = [];
  const bad = (name: string, kind: HostileKind, payload: string, headers = json) =>
    cases.push({ name: `body: ${name}`, kind, payload, headers });
  for (const text of ['{"a":', '{a:1}', '[1,2', '{"a":1}}', "{'a':1}", 'NaN', '{"a":"\u0000"}']) {
    bad(`invalid JSON ${JSON.stringify(text)}`, 'invalid-json', text);
  }
  for (const text of ['[]', '"text"', '42', 'true']) bad(`the JSON ${text}`, 'wrong-type', text);
  for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
    bad(`sent as ${type}`, 'wrong-content-type', valid, { 'content-type': type });
  }
  bad('2 MiB', 'too-large', JSON.stringify({ hostile: hostile.overBodyLimit }));
  // A body that may be left out (`PUT role`, `DELETE mfa`) may also be sent as nothing or null.
  if ((schema.required as unknown[] | undefined)?.length || schema.minProperties) {
    bad('empty', 'missing-required', '');
    bad('the JSON null', 'null', 'null');
  }
  return cases;
}

/** The valid request `setup` describes, as it would be sent. */
export function validRequest(key: ApiOperationKey, setup: Setup): Omit<HostileCase, 'name' | 'kind' | 'mayPass'> {
  const operation = operationOf(key);
  const { method, path } = splitOperationKey(key);
  const params = Object.fromEntries(Object.entries(setup.params ?? {}).map(([k, v]) => [k, encodeURIComponent(v)]));
  const payload = operation.body ? toJson(setup.body ?? {}) : undefined;
  return {
    method,
    url: url(path, params, encodeQuery(setup.query)),
    headers: payload === undefined ? {} : json,
    ...(payload === undefined ? {} : { payload }),
  };
}

/** Every bad request for operation `key`, made from `setup`. */
export function hostileCases(key: ApiOperationKey, setup: Setup): HostileCase[] {
  const operation = operationOf(key);
  const { path } = splitOperationKey(key);
  const valid = validRequest(key, setup);
  const params = Object.fromEntries(Object.entries(setup.params ?? {}).map(([k, v]) => [k, encodeURIComponent(v)]));
  const query = encodeQuery(setup.query);
  const body = setup.body ?? {};
  const cases: HostileCase[] = [];
  const add = (c: Omit<HostileCase, 'method' | 'url' | 'headers'> & Partial<HostileCase>, at = valid.url) =>
    cases.push({ ...valid, url: at, ...c });

  for (const name of Object.keys(setup.params ?? {})) {
    for (const bad of badIds) {
      const at = url(path, { ...params, [name]: bad.raws[0] ?? '' }, query);
      add({ name: `params.${name}: ${bad.label}`, kind: bad.kind, mayPass: false }, at);
    }
  }
  if (operation.query && typeof operation.query === 'object') {
    for (const { name, mutation } of queryMutations(operation.query, setup.rules)) {
      const entries = [...query.filter(([n]) => n !== name), ...mutation.raws.map((raw) => [name, raw] as const)];
      const c = { name: `query.${name}: ${mutation.label}`, kind: mutation.kind, mayPass: mutation.mayPass ?? false };
      add(c, url(path, params, entries));
    }
  }
  if (operation.body && typeof operation.body === 'object') {
    for (const mutation of bodyMutations(operation.body, body, setup.bodyRules)) {
      const payload = toJson(applyMutation(body, mutation));
      const where = mutation.path.length ? `body.${printable(mutation.path.join('.'))}` : 'body';
      add({
        name: `${where}: ${mutation.case.label}`,
        kind: mutation.case.kind,
        mayPass: !!mutation.case.mayPass,
        payload,
      });
    }
    for (const c of wholeBodyCases(operation.body, valid.payload as string)) add({ ...c, mayPass: false });
  }
  if (operation.consumes === 'multipart/form-data' && setup.upload) {
    for (const c of uploadCases(setup.upload)) add(c);
  }
  return cases;
}
