import { defineOperations } from '../operation.ts';

/** images, documents. */
export const uploadOperations = defineOperations({});
