import { defineOperations } from '../operation.ts';

/** auth, reset-password, reset-device. */
export const authOperations = defineOperations({});
