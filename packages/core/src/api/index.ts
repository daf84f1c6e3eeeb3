export * from './operation.ts';
export * from './operations.ts';
export * from './schema-references.ts';
export type * from './operation-types.ts';
