export { buildApp, type AppOptions } from './app.ts';
export { loadConfig, type Config } from './config.ts';
export { createDatabase, type DatabaseOptions, type MastheadDatabase } from './kernel/db/create-database.ts';
export { runMigrations, loadMigrations } from './kernel/db/run-migrations.ts';
export { seedDatabase } from './seed/seed-database.ts';
