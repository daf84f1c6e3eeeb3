import type { FastifyRequest } from 'fastify';
import { isUuid } from '../ids.ts';
import { apiError } from './http-error.ts';

/**
 * What a path parameter names, by the form a well-formed one has:
 * - `uuid`: a row's id (a response, a tag, a segment, a notice, a key …);
 * - `contact`: a contact's uuid or `me`;
 * - `callout`: a call-out's uuid or slug; any text, as v0.32 looked any
 *   non-uuid up as a slug (a widget's `slug` attribute as a newsroom typed it);
 * - `name`: a lowercase kebab-case name (`email/{id}`: `reset-password`), or a
 *   uuid, which v0.32 looked up as an email of its own (Masthead has none: 404);
 * - `token`: the secret of a link or a checkout, whose own answer says it is
 *   unknown or used, never a 400;
 * - `enum`: a fixed list (`role`) the schema checks.
 */
export type IdKind = 'uuid' | 'contact' | 'callout' | 'name' | 'token' | 'enum';

/** Paths whose `{id}` or `{secret}` is a token from a link, not a row's id. */
const tokenPaths: ReadonlySet<string> = new Set([
  '/auth/login-link/{id}',
  '/reset-password/{id}',
  '/reset-device/{id}',
  '/email-change/{id}',
  '/demo-checkout/{id}',
  '/newsletter/webhook/{secret}',
]);

const wellFormedName = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** The kinds that can be ill-formed: what a well-formed one passes, and the rule a 400 names. */
const checks: Partial<Record<IdKind, { rule: string; test: (value: string) => boolean }>> = {
  uuid: { rule: 'uuid', test: isUuid },
  contact: { rule: 'uuidOrMe', test: (value) => value === 'me' || isUuid(value) },
  name: { rule: 'name', test: (value) => isUuid(value) || (value.length <= 100 && wellFormedName.test(value)) },
};

/**
 * Whether `value` is a well-formed id of `kind` (kinds without a form take anything).
 * @example isWellFormedId('contact', 'me') // true
 */
export const isWellFormedId = (kind: IdKind, value: string): boolean => checks[kind]?.test(value) ?? true;

/**
 * The kind of the path parameter `name` of `path` (core's table spelling).
 * Anything not named here is a uuid, so a new route gets v0.32's 400 for an
 * ill-formed id without a line of its own.
 * @example idKind('/contact/{id}/mfa', 'id') // 'contact'
 * @example idKind('/callout/{id}/tags/{tagId}', 'tagId') // 'uuid'
 */
export function idKind(path: string, name: string, schema?: { enum?: unknown }): IdKind {
  if (schema?.enum) return 'enum';
  if (tokenPaths.has(path)) return 'token';
  if (name === 'id' && /^\/contact\/\{id\}(\/|$)/.test(path)) return 'contact';
  if (name === 'id' && /^\/callout\/\{id\}(\/|$)/.test(path)) return 'callout';
  if (name === 'id' && /^\/email\/\{id\}(\/|$)/.test(path)) return 'name';
  return 'uuid';
}

/**
 * A preValidation hook that answers 400 `bad-request` when a path parameter
 * of the operation cannot be an id of its kind (v0.32 did, with a 404 for a
 * well-formed id that names nothing). It runs after the access hooks, so a
 * stranger still gets their 401 or 404 first. Null when nothing is checked.
 * @example idParamsHook('/notice/{id}', {id: {type: 'string'}}) // refuses GET notice/not-a-uuid
 */
export function idParamsHook(path: string, properties: Readonly<Record<string, object>> | undefined) {
  const checked = Object.entries(properties ?? {}).flatMap(([name, schema]) => {
    const check = checks[idKind(path, name, schema)];
    return check ? [{ name, ...check }] : [];
  });
  if (checked.length === 0) return null;
  return async (request: FastifyRequest) => {
    const params = request.params as Record<string, string | undefined>;
    const wrong = checked.filter(({ name, test }) => !test(params[name] ?? ''));
    if (wrong.length > 0)
      throw apiError(
        'bad-request',
        wrong.map(({ name, rule }) => ({ field: name, rule })),
      );
  };
}
