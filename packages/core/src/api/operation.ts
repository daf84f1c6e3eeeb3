/**
 * The shape of one entry of the API contract table (`operations.ts`).
 * The key of an entry is its method and path, `'GET /callout/{id}'`, so the
 * client needs no table at run time: the key it calls with is the request.
 */

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** `'GET /callout/{id}'`: a method, a space, a path under the API's base path. */
export type OperationKey = `${HttpMethod} /${string}`;

/**
 * Who may call an operation (docs/product/api.md, Who may call what), from the loosest:
 * - `guest`: anyone, logged in or not;
 * - `member`: anyone logged in (a session, or an API key);
 * - `self-or-admin`: the `{id}` in the path is `me` or the caller's own id, or the caller is an admin;
 *   anyone else gets the 404 of a missing contact;
 * - `reviewer`: an admin, or a reviewer of the call-out the operation is about (the handler finds
 *   the call-out; the rule lets in logged-in callers only);
 * - `admin`: an active admin or superadmin role, or an API key;
 * - `superadmin-session`: a superadmin logged in with a session, never an API key.
 */
export const accessRules = ['guest', 'member', 'self-or-admin', 'reviewer', 'admin', 'superadmin-session'] as const;
export type AccessRule = (typeof accessRules)[number];

/** A JSON schema as written in core: a `const` object literal. */
export type JsonSchema = boolean | { readonly [key: string]: unknown };

export interface Operation {
  /** The OpenAPI operationId, camelCase: `getCallout`. */
  readonly id: string;
  readonly summary: string;
  /** The OpenAPI tag (the resource). */
  readonly tag: string;
  readonly access: AccessRule;
  /** False: an API key is refused (403) even where its role would pass. Default true. */
  readonly apiKey?: boolean;
  /**
   * True: a member's answer pass (`X-Answer-Pass`, made by `POST
   * callout/{id}/answer-pass`) counts here as that member, for the call-out
   * of the pass only. Everywhere else a pass is ignored: the caller is a guest.
   */
  readonly answerPass?: boolean;
  /**
   * True: part of joining or of starting and changing contributions, which
   * newsroom mode turns off (the general settings' `newsroomMode`): the
   * server then answers 403 `newsroom-mode`, after the access rule.
   */
  readonly noNewsroom?: boolean;
  readonly params?: JsonSchema;
  readonly query?: JsonSchema;
  readonly body?: JsonSchema;
  /** Answers by status; error envelopes (4xx, 5xx) are added for every operation. */
  readonly response: { readonly [status: number]: JsonSchema };
  /** What the body is when it is not JSON: an upload form or a CSV file; or the answer is a CSV file or a zip. */
  readonly consumes?: 'multipart/form-data' | 'text/csv';
  readonly produces?: 'text/csv' | 'application/zip';
}

/**
 * Declares a part of the contract table, checking every entry's shape while
 * keeping its literal types (the server and client infer from them).
 * @example export const healthOperations = defineOperations({'GET /health': {id: 'getHealth', …}})
 */
export function defineOperations<const T extends { readonly [K in OperationKey]?: Operation }>(operations: T): T {
  return operations;
}

/** `'GET /callout/{id}'` → `{method: 'GET', path: '/callout/{id}'}`. */
export function splitOperationKey(key: OperationKey): { method: HttpMethod; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as HttpMethod, path: key.slice(space + 1) };
}

/**
 * The path of an operation with its `{name}` parts filled in, each encoded.
 * @example fillPath('/callout/{id}/tags/{tagId}', {id: 'a b', tagId: '1'}) // '/callout/a%20b/tags/1'
 */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
