// The join widget the /join pages reuse, from @masthead/elements (one component for the app and the embed).
export { CheckEmail, JoinForm } from '@masthead/elements/join-form';
