import type { ApiOperationKey, OperationInput, OperationOutput } from '@masthead/core';
import type { ApiRequest, CallOptions } from './request.ts';

/**
 * One named call of a resource: its input (optional when the operation takes none) and its answer.
 * Judged for K alone (not by membership of `InputlessOperationKey`, which instantiates every
 * operation's input at once and passes TypeScript's instantiation limit as the table grows).
 */
export type ResourceCall<K extends ApiOperationKey> =
  unknown extends OperationInput<K>
    ? (input?: OperationInput<K>, options?: CallOptions) => Promise<OperationOutput<K>>
    : (input: OperationInput<K>, options?: CallOptions) => Promise<OperationOutput<K>>;

export type Resource<M extends Readonly<Record<string, ApiOperationKey>>> = { [N in keyof M]: ResourceCall<M[N]> };

/** The calls of a namespace, untyped: `resource` and `resources` give them their types. */
export function bindCalls(request: ApiRequest, calls: Readonly<Record<string, string>>): Record<string, unknown> {
  const call = request as (key: string, input?: unknown, options?: CallOptions) => Promise<unknown>;
  return Object.fromEntries(
    Object.entries(calls).map(([name, key]) => [
      name,
      (input?: unknown, options?: CallOptions) => call(key, input, options),
    ]),
  );
}

/**
 * A resource namespace from names and table keys: each name becomes one
 * typed call. Nothing but the keys exists at run time, so a widget carries
 * only the calls it names.
 * @example const callouts = resource(request, {get: 'GET /callout/{id}'}); await callouts.get({params: {id: 'x'}});
 */
export function resource<const M extends Readonly<Record<string, ApiOperationKey>>>(
  request: ApiRequest,
  calls: M,
): Resource<M> {
  return bindCalls(request, calls) as Resource<M>;
}
