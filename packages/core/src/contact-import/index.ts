export * from './import-fields.ts';
export * from './import-refusals.ts';
