import { defineOperations } from '../operation.ts';

/** callout/{id}/reviewers. */
export const calloutReviewerOperations = defineOperations({});
