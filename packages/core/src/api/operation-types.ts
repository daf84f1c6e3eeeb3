import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { Operations, ApiOperationKey } from './operations.ts';
import type { SchemaTypeOptions } from '../schemas/type-options.ts';

export type { SchemaTypeOptions } from '../schemas/type-options.ts';
/** Reading what a caller sends: a field with a default may be left out. */
export interface InputTypeOptions extends SchemaTypeOptions {
  keepDefaultedPropertiesOptional: true;
}

type Typed<S, Options> = S extends JSONSchema ? FromSchema<S, Options & SchemaTypeOptions> : never;
type Part<K extends ApiOperationKey, Name extends string> = Operations[K] extends { readonly [P in Name]: infer S }
  ? S
  : undefined;

/** What a caller sends for operation K: `params`, `query` and `body`, each only where the operation has one. */
export type OperationInput<K extends ApiOperationKey> = ([Part<K, 'params'>] extends [undefined]
  ? unknown
  : { params: Typed<Part<K, 'params'>, InputTypeOptions> }) &
  ([Part<K, 'query'>] extends [undefined] ? unknown : { query?: Typed<Part<K, 'query'>, InputTypeOptions> }) &
  ([Part<K, 'body'>] extends [undefined] ? unknown : { body: Typed<Part<K, 'body'>, InputTypeOptions> });

/** The statuses an operation answers with a body or 204, below 300 (202: a job accepted, with its state). */
type SuccessStatus<K extends ApiOperationKey> = Extract<keyof Operations[K]['response'], 200 | 201 | 202 | 204>;

/** What operation K answers on success (`undefined` for 204). */
export type OperationOutput<K extends ApiOperationKey> =
  SuccessStatus<K> extends 204
    ? undefined
    : Typed<Operations[K]['response'][Exclude<SuccessStatus<K>, 204>], SchemaTypeOptions>;

/** Keys of operations that need no input at all. */
export type InputlessOperationKey = {
  [K in ApiOperationKey]: unknown extends OperationInput<K> ? K : never;
}[ApiOperationKey];

/** Keys of operations that take a file (`multipart/form-data`): the client's `upload()`. */
export type UploadOperationKey = {
  [K in ApiOperationKey]: Operations[K] extends { readonly consumes: 'multipart/form-data' } ? K : never;
}[ApiOperationKey];
