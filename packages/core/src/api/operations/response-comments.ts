import { defineOperations } from '../operation.ts';

/** callout-response-comments. */
export const responseCommentOperations = defineOperations({});
