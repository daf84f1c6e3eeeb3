import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import {
  operationOf,
  operations,
  splitOperationKey,
  type ApiOperationKey,
  type Operation,
  type Operations,
  type SchemaTypeOptions,
} from '@masthead/core';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import { errorResponses } from './openapi.ts';
import { accessHooks } from './access-hooks.ts';
import { idParamsHook } from './id-params.ts';

/** Request and reply types come from the table's schemas (json-schema-to-ts). */
export type OperationTypeProvider = JsonSchemaToTsProvider<{
  ValidatorSchemaOptions: SchemaTypeOptions;
  SerializerSchemaOptions: SchemaTypeOptions;
}>;

type Has<K extends ApiOperationKey, Name extends string> = Operations[K] extends { readonly [P in Name]: infer S }
  ? S
  : undefined;

/** Operation K's schemas under Fastify's names. */
export interface OperationSchema<K extends ApiOperationKey> {
  params: Has<K, 'params'>;
  querystring: Has<K, 'query'>;
  body: Has<K, 'body'>;
  response: Operations[K]['response'];
}

/** The handler of operation K, typed from the table: `request.body`, `request.query`, the answer. */
export type OperationHandler<K extends ApiOperationKey> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  OperationSchema<K>,
  OperationTypeProvider
>;

export type OperationHandlers = { [K in ApiOperationKey]?: OperationHandler<K> };

/** `/callout/{id}` → `/callout/:id`. */
export const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The Fastify route schema of an operation: its schemas, the error envelopes, and its OpenAPI facts. */
export function routeSchema(key: ApiOperationKey, operation: Operation) {
  return {
    operationId: operation.id,
    summary: operation.summary,
    tags: [operation.tag],
    'x-access': operation.access,
    'x-api-key': operation.apiKey ?? true,
    ...(operation.answerPass ? { 'x-answer-pass': true } : {}),
    // Refused in newsroom mode (kernel/http/newsroom-mode.ts).
    ...(operation.noNewsroom ? { 'x-no-newsroom': true } : {}),
    ...(operation.params ? { params: operation.params } : {}),
    ...(operation.query ? { querystring: operation.query } : {}),
    ...(operation.body ? { body: operation.body } : {}),
    ...(operation.consumes ? { consumes: [operation.consumes] } : {}),
    ...(operation.produces ? { produces: [operation.produces] } : {}),
    response: { ...operation.response, ...errorResponses },
    // For the contract test: which table entry a registered route serves.
    'x-operation': key,
  };
}

/**
 * A plugin that registers the handlers `build` returns, each at its
 * operation's method and path, with its schemas and its access rule's hooks
 * from core's table. Nothing else is said per route.
 * @example
 * export const healthRoutes = operationRoutes<{database: Db}>((app, {database}) => ({
 *   'GET /health': async () => ({status: 'ok', …}),
 * }));
 */
export function operationRoutes<Options extends FastifyPluginOptions>(
  build: (app: FastifyInstance, options: Options) => OperationHandlers | Promise<OperationHandlers>,
): FastifyPluginAsync<Options> {
  return async (app, options) => {
    const handlers = await build(app, options);
    for (const [key, handler] of Object.entries(handlers) as [ApiOperationKey, RouteHandlerMethod][]) {
      if (!(key in operations)) throw new Error(`${key} is not in core's operations table`);
      const operation = operationOf(key);
      const { method, path } = splitOperationKey(key);
      const idHook = idParamsHook(
        path,
        (operation.params as { properties?: Record<string, object> } | undefined)?.properties,
      );
      app.route({
        method,
        url: fastifyPath(path),
        // Who may call it first, then whether its ids can be ids at all (400, kernel/http/id-params.ts).
        preValidation: [...accessHooks(operation.access, operation.apiKey), ...(idHook ? [idHook] : [])],
        schema: routeSchema(key, operation),
        handler,
      });
    }
  };
}
