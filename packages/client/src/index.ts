export * from './api-client.ts';
export * from './api-error.ts';
export * from './session-store.ts';
export * from './admin-callouts.ts';
export * from './callouts.ts';
export * from './callout-builder.ts';
