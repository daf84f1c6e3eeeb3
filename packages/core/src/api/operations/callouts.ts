import { defineOperations } from '../operation.ts';

/** callout, callout/{id}: list, read, create, update, delete. */
export const calloutOperations = defineOperations({});
