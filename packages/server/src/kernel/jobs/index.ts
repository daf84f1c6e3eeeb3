export * from './job-queue.ts';
export * from './job-runner.ts';
