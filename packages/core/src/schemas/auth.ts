import type { FromSchema } from 'json-schema-to-ts';
import { contactRoleNames, passwordFieldSchema } from './contact.ts';

/** A TOTP code as typed: six digits (spaces are stripped by the client). */
const totpCode = { type: 'string', pattern: '^[0-9]{6}$' } as const;
/** Where the emailed link points: `${resetUrl}/${id}`. */
const resetUrl = { type: 'string', pattern: '^https?://', maxLength: 2048 } as const;
const mfaType = { type: 'string', enum: ['totp'] } as const;

export const loginBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'password'],
  properties: {
    // Any text: an unknown or malformed email answers login-failed, not 422.
    email: { type: 'string', maxLength: 320 },
    password: { type: 'string', maxLength: 256 },
    token: { type: 'string', maxLength: 20 },
  },
} as const;
export type LoginBody = FromSchema<typeof loginBodySchema>;

export const authInfoSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['method', 'roles'],
  properties: {
    method: { type: 'string', enum: ['user', 'api-key', 'none'] },
    roles: { type: 'array', items: { type: 'string', enum: contactRoleNames } },
    contact: { $ref: 'Contact#' },
  },
} as const;

/** `GET contact/{id}/mfa`: `{type: 'totp'}` when 2FA is on, `null` when it is off (as v0.32 answered). */
export const mfaStatusSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['type'],
  properties: { type: mfaType },
} as const;

/** `password`: the account's own, required when turning on one's own 2FA (not for an admin acting on another). */
export const mfaCreateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['secret', 'token', 'type'],
  properties: {
    // base32, 26 to 64 characters (128 to 320 bits): RFC 4226's minimum; the app makes 160
    secret: { type: 'string', pattern: '^[A-Z2-7]{26,64}=*$' },
    token: totpCode,
    type: mfaType,
    password: { type: 'string', maxLength: 256 },
  },
} as const;
export type MfaCreate = FromSchema<typeof mfaCreateSchema>;

/** How many recovery codes turning 2FA on makes; each works once. */
export const recoveryCodeCount = 10;

/** Turning 2FA on answers the recovery codes, shown once: the server keeps only their hashes. */
export const mfaCreatedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['recoveryCodes'],
  properties: {
    recoveryCodes: {
      type: 'array',
      items: { type: 'string' },
      minItems: recoveryCodeCount,
      maxItems: recoveryCodeCount,
    },
  },
} as const;
export type MfaCreated = FromSchema<typeof mfaCreatedSchema>;

/** Without `token` only an admin acting on someone else succeeds. */
export const mfaDeleteSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { token: totpCode, type: mfaType },
} as const;
export type MfaDelete = FromSchema<typeof mfaDeleteSchema>;

export const resetPasswordRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'resetUrl'],
  properties: { email: { type: 'string', maxLength: 320 }, resetUrl },
} as const;
export type ResetPasswordRequest = FromSchema<typeof resetPasswordRequestSchema>;

export const resetPasswordCompleteSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['password'],
  properties: { password: passwordFieldSchema, token: totpCode },
} as const;
export type ResetPasswordComplete = FromSchema<typeof resetPasswordCompleteSchema>;

export const resetDeviceRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'resetUrl', 'type'],
  properties: { email: { type: 'string', maxLength: 320 }, resetUrl, type: mfaType },
} as const;
export type ResetDeviceRequest = FromSchema<typeof resetDeviceRequestSchema>;

export const resetDeviceCompleteSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['password', 'type'],
  properties: { password: { type: 'string', maxLength: 256 }, type: mfaType },
} as const;
export type ResetDeviceComplete = FromSchema<typeof resetDeviceCompleteSchema>;

/** A recovery code as typed: letters, digits, spaces and dashes (`ABCD-EFGH-…`). */
const recoveryCode = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9 -]+$' } as const;

/** `POST reset-device/recovery-code`: 2FA off at once with email, password and an unused recovery code. */
export const resetDeviceWithCodeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'password', 'code', 'type'],
  properties: {
    email: { type: 'string', maxLength: 320 },
    password: { type: 'string', maxLength: 256 },
    code: recoveryCode,
    type: mfaType,
  },
} as const;
export type ResetDeviceWithCode = FromSchema<typeof resetDeviceWithCodeSchema>;

/** `POST contact/{id}/login-link` answers the emergency link. */
export const loginLinkSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['url'],
  properties: { url: { type: 'string' } },
} as const;

/** `POST contact/{id}/reset-password` (admin): where the emailed link points. */
export const adminResetPasswordSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { resetUrl },
} as const;
