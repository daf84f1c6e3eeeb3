export * from './scheduler.ts';
export * from './scheduled-runs.ts';
