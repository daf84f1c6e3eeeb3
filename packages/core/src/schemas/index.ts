export * from './general-settings.ts';
export * from './error-body.ts';
export * from './contact.ts';
export * from './auth.ts';
export * from './api-key.ts';
export * from './callout.ts';
export * from './callout-reviewer.ts';
export * from './callout-tag.ts';
