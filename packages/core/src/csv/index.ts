export * from './read-csv.ts';
