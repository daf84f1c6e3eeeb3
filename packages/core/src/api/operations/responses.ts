import { defineOperations } from '../operation.ts';

/** call-out responses: submit, list, read, update, map, CSV. */
export const responseOperations = defineOperations({});
