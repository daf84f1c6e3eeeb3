export * from './link-policy.ts';
