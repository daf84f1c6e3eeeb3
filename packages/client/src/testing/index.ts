export * from './fake-api.ts';
export * from './samples.ts';
