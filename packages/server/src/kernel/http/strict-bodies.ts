import { AjvCompiler, type RouteDefinition } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type BuildValidator = ReturnType<typeof AjvCompiler>;
type BuildSerializer = ReturnType<typeof SerializerSelector>;
type Compile = (route: RouteDefinition) => unknown;
type Options = { customOptions?: Record<string, unknown> } & Record<string, unknown>;

const compilers = AjvCompiler() as unknown as (externalSchemas: unknown, options?: Options) => Compile;
const serializers = SerializerSelector();

/**
 * What a schema compiles to, kept for the process: the same contract
 * compiles to the same function, so a second app in one process (the tests
 * build one per test file, a test more than one) skips most of the
 * 0.3–1 s Fastify spends compiling at `ready()`. Keyed by the text of the
 * shared schemas, the compiler's options and the route's schema; a schema
 * is a contract table entry, so the map holds one entry per route part.
 */
function compiledOnce<Route extends { schema?: unknown }, Compiled>(
  compile: (route: Route) => Compiled,
  scope: string,
  part: (route: Route) => string,
): (route: Route) => Compiled {
  const compiled = (compiledOnce.cache[scope] ??= new Map()) as Map<string, Compiled>;
  return (route) => {
    const key = `${part(route)} ${JSON.stringify(route.schema)}`;
    let found = compiled.get(key);
    if (found === undefined) compiled.set(key, (found = compile(route)));
    return found;
  };
}
compiledOnce.cache = {} as Record<string, Map<string, unknown>>;

/**
 * Fastify's validator builder with type coercion for what arrives as text
 * only: a query's `limit=10` or `with[]=answers` and path parameters are
 * read as the schema's numbers and lists, but a JSON body is taken as sent.
 * With coercion on bodies `{"firstname": null}` became `""` and
 * `{"bucket": null}` the inbox: a wrong type in a body is a 422.
 */
export const strictBodies = ((externalSchemas: unknown, options?: Options) => {
  const scope = `validator ${JSON.stringify(externalSchemas)} ${JSON.stringify(options)}`;
  const coercing = compilers(externalSchemas, options);
  const strict = compilers(externalSchemas, {
    ...options,
    customOptions: { ...options?.customOptions, coerceTypes: false },
  });
  return compiledOnce<RouteDefinition, unknown>(
    (route) => (route.httpPart === 'body' ? strict : coercing)(route),
    scope,
    (route) => route.httpPart,
  );
}) as unknown as BuildValidator;

/** Fastify's response serializer builder, each schema compiled once per process (`compiledOnce`). */
export const onceSerializers = ((externalSchemas: unknown, options: unknown) => {
  const scope = `serializer ${JSON.stringify(externalSchemas)} ${JSON.stringify(options)}`;
  const compile = serializers(externalSchemas as never, options as never) as (route: { schema?: unknown }) => unknown;
  return compiledOnce(compile, scope, () => '');
}) as unknown as BuildSerializer;
