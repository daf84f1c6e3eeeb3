import { AjvCompiler, type RouteDefinition } from '@fastify/ajv-compiler';

type BuildValidator = ReturnType<typeof AjvCompiler>;
type Compile = (route: RouteDefinition) => unknown;
type Options = { customOptions?: Record<string, unknown> } & Record<string, unknown>;

const compilers = AjvCompiler() as unknown as (externalSchemas: unknown, options?: Options) => Compile;

/**
 * Fastify's validator builder with type coercion for what arrives as text
 * only: a query's `limit=10` or `with[]=answers` and path parameters are
 * read as the schema's numbers and lists, but a JSON body is taken as sent.
 * With coercion on bodies `{"firstname": null}` became `""` and
 * `{"bucket": null}` the inbox: a wrong type in a body is a 422.
 */
export const strictBodies = ((externalSchemas: unknown, options?: Options) => {
  const coercing = compilers(externalSchemas, options);
  const strict = compilers(externalSchemas, {
    ...options,
    customOptions: { ...options?.customOptions, coerceTypes: false },
  });
  return (route: RouteDefinition) => (route.httpPart === 'body' ? strict : coercing)(route);
}) as unknown as BuildValidator;
