export * from './api-client.ts';
export * from './api-error.ts';
export * from './session-store.ts';
