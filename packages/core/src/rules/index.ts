export * from './rule-group.ts';
export * from './validate-rule-group.ts';
export * from './field-tables.ts';
