import {
  authInfoSchema,
  loginBodySchema,
  resetDeviceCompleteSchema,
  resetDeviceRequestSchema,
  resetDeviceWithCodeSchema,
  resetPasswordCompleteSchema,
  resetPasswordRequestSchema,
} from '../../schemas/auth.ts';
import { contactRef, idParams, noContent } from '../../schemas/params.ts';
import { defineOperations } from '../operation.ts';

/** `{id}` of an emailed or emergency link: its secret. */
const linkParams = idParams('id');

/** Logging in and out, and getting back in: reset password, reset 2FA, emergency links. */
export const authOperations = defineOperations({
  'POST /auth/login': {
    id: 'login',
    summary: 'Log in with email, password and, when 2FA is on, the code',
    tag: 'auth',
    access: 'guest',
    body: loginBodySchema,
    response: { 204: noContent },
  },
  'GET /auth/info': {
    id: 'getAuthInfo',
    summary: 'How the caller is authenticated, their roles and contact',
    tag: 'auth',
    access: 'guest',
    response: { 200: authInfoSchema },
  },
  'POST /auth/logout': {
    id: 'logout',
    summary: 'End the session',
    tag: 'auth',
    access: 'guest',
    response: { 204: noContent },
  },
  'POST /auth/login-link/{id}': {
    id: 'loginWithLink',
    summary: 'Log in with an emergency link an admin made (once, within an hour)',
    tag: 'auth',
    access: 'guest',
    params: linkParams,
    response: { 204: noContent },
  },
  'POST /reset-password': {
    id: 'requestPasswordReset',
    summary: 'Email a reset-password link, if the email is known',
    tag: 'auth',
    access: 'guest',
    body: resetPasswordRequestSchema,
    response: { 204: noContent },
  },
  'PUT /reset-password/{id}': {
    id: 'resetPassword',
    summary: 'Set a new password with the emailed link (and the 2FA code when 2FA is on)',
    tag: 'auth',
    access: 'guest',
    params: linkParams,
    body: resetPasswordCompleteSchema,
    response: { 200: contactRef },
  },
  'POST /reset-device': {
    id: 'requestDeviceReset',
    summary: 'Email a link to remove 2FA, if the email is known',
    tag: 'auth',
    access: 'guest',
    body: resetDeviceRequestSchema,
    response: { 204: noContent },
  },
  'PUT /reset-device/{id}': {
    id: 'resetDevice',
    summary: 'Remove 2FA with the emailed link and the password',
    tag: 'auth',
    access: 'guest',
    params: linkParams,
    body: resetDeviceCompleteSchema,
    response: { 204: noContent },
  },
  'POST /email-change/{id}': {
    id: 'confirmEmailChange',
    summary: 'Use the link sent to a new email address: the contact\'s email becomes it (logged in or not)',
    tag: 'auth',
    access: 'guest',
    params: linkParams,
    response: { 200: contactRef },
  },
  'POST /reset-device/recovery-code': {
    id: 'resetDeviceWithCode',
    summary: 'Remove 2FA with email, password and a recovery code (each code works once)',
    tag: 'auth',
    access: 'guest',
    body: resetDeviceWithCodeSchema,
    response: { 204: noContent },
  },
});
