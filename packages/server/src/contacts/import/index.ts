export * from './contact-imports.ts';
export * from './import-routes.ts';
export * from './import-service.ts';
export * from './import-repository.ts';
