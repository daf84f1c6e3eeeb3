import { defineOperations } from '../operation.ts';

/** outbox. */
export const outboxOperations = defineOperations({});
