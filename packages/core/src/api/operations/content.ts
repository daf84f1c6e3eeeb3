import { defineOperations } from '../operation.ts';

/** content/{id}. */
export const contentOperations = defineOperations({});
