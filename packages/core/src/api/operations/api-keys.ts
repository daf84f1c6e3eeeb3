import { defineOperations } from '../operation.ts';

/** api-key. */
export const apiKeyOperations = defineOperations({});
