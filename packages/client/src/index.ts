export * from './api-client.ts';
export * from './upload.ts';
export * from './api-error.ts';
export * from './error-reporter.ts';
export * from './request.ts';
export * from './resource.ts';
export * from './resources.ts';
export * from './session-store.ts';
