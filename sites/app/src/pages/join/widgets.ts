// The join widget the /join pages reuse, from @masthead/elements (one component for the app and the embed).
export { JoinForm } from '@masthead/elements/join-form';
// Step 3's words, for /join/confirm-email: a module of its own, as the embed loads that step later.
export { CheckEmail } from '@masthead/elements/join-form/check-email';
