export * from './callout-read.ts';
export * from './callout-write.ts';
export * from './callout-reviewers.ts';
export * from './callout-tags.ts';
export * from './answer-pass.ts';
