// The browser's own rule names, beside the server's (`min`, `maxLength`, …): plain constants,
// so the drafts' pure rules stay importable in node tests.

/** An amount that is not a number such as 5 or 5.50. */
export const amountRule = 'amount';

/** A newsletter group whose id another group has. */
export const groupIdTaken = 'group-id-taken';
