import { defineOperations } from '../operation.ts';

/** contact, contact/{id} and what hangs off it: roles, 2FA, admin actions. */
export const contactOperations = defineOperations({});
