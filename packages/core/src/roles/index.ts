export * from './role-ladder.ts';
