export * from './general-settings.ts';
export * from './error-body.ts';
