export * from './errors.ts';
export * from './locales.ts';
export * from './page-title.ts';
export * from './api-version.ts';
export * from './schemas/index.ts';
