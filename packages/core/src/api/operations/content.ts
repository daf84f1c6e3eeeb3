import {
  contentContactsPatchSchema,
  contentContactsSchema,
  contentEmailPatchSchema,
  contentEmailSchema,
  contentPaymentPatchSchema,
  contentPaymentSchema,
  contentTelegramPatchSchema,
  contentTelegramSchema,
} from '../../schemas/content-sections.ts';
import { generalSettingsPatchSchema, generalSettingsSchema } from '../../schemas/general-settings.ts';
import { joinSettingsPatchSchema, joinSettingsSchema } from '../../schemas/join-settings.ts';
import { joinSetupPatchSchema, joinSetupSchema } from '../../schemas/join-setup.ts';
import {
  profileSettingsPatchSchema,
  profileSettingsSchema,
  shareSettingsPatchSchema,
  shareSettingsSchema,
} from '../../schemas/share-profile-settings.ts';
import { defineOperations } from '../operation.ts';

/**
 * `content/{id}`: the organisation's settings by section; anyone reads, admins change.
 * The join form's sections serve joining only, so newsroom mode refuses them (`noNewsroom`).
 * `contacts`, `email`, `payment` and `telegram` are v0.32's sections (packages/server/COMPATIBILITY.md);
 * `contacts` names the contact tags, which only admins see.
 */
export const contentOperations = defineOperations({
  'GET /content/general': {
    id: 'getGeneralSettings',
    summary: 'The organisation settings',
    tag: 'content',
    access: 'guest',
    response: { 200: generalSettingsSchema },
  },
  'PATCH /content/general': {
    id: 'updateGeneralSettings',
    summary: 'Change some organisation settings; answers all of them',
    tag: 'content',
    access: 'admin',
    body: generalSettingsPatchSchema,
    response: { 200: generalSettingsSchema },
  },
  'GET /content/join': {
    id: 'getJoinSettings',
    summary: 'The join form: amounts, periods, texts, the payment methods this server offers',
    tag: 'content',
    access: 'guest',
    noNewsroom: true,
    response: { 200: joinSettingsSchema },
  },
  'PATCH /content/join': {
    id: 'updateJoinSettings',
    summary: 'Change some join-form settings (merged, then checked as a whole); answers all of them',
    tag: 'content',
    access: 'admin',
    noNewsroom: true,
    body: joinSettingsPatchSchema,
    response: { 200: joinSettingsSchema },
  },
  'GET /content/join/setup': {
    id: 'getJoinSetup',
    summary: 'What follows the join form: welcome, newsletter and delivery opt-ins, the join survey, email texts',
    tag: 'content',
    access: 'guest',
    noNewsroom: true,
    response: { 200: joinSetupSchema },
  },
  'PATCH /content/join/setup': {
    id: 'updateJoinSetup',
    summary: 'Change some of the join setup (merged; the survey must name an existing call-out); answers all of it',
    tag: 'content',
    access: 'admin',
    noNewsroom: true,
    body: joinSetupPatchSchema,
    response: { 200: joinSetupSchema },
  },
  'GET /content/share': {
    id: 'getShareSettings',
    summary: 'What a shared link to the app shows: title, description, image, social handle',
    tag: 'content',
    access: 'guest',
    response: { 200: shareSettingsSchema },
  },
  'PATCH /content/share': {
    id: 'updateShareSettings',
    summary: 'Change some social sharing settings; answers all of them',
    tag: 'content',
    access: 'admin',
    body: shareSettingsPatchSchema,
    response: { 200: shareSettingsSchema },
  },
  'GET /content/profile': {
    id: 'getProfileSettings',
    summary: 'What the member home shows at its top (its intro text); any logged-in contact reads it',
    tag: 'content',
    access: 'member',
    response: { 200: profileSettingsSchema },
  },
  'PATCH /content/profile': {
    id: 'updateProfileSettings',
    summary: 'Change the member home texts; answers all of them',
    tag: 'content',
    access: 'admin',
    body: profileSettingsPatchSchema,
    response: { 200: profileSettingsSchema },
  },
  'GET /content/contacts': {
    id: 'getContactsContent',
    summary: "The contact tags' names and the manual payment sources admins note (v0.32's section)",
    tag: 'content',
    access: 'admin',
    response: { 200: contentContactsSchema },
  },
  'PATCH /content/contacts': {
    id: 'updateContactsContent',
    summary: 'Add contact tags by name (none is removed) or change the manual payment sources; answers all of it',
    tag: 'content',
    access: 'admin',
    body: contentContactsPatchSchema,
    response: { 200: contentContactsSchema },
  },
  'GET /content/email': {
    id: 'getEmailContent',
    summary: "The support address and the emails' sender name, as v0.32's section (general settings' own)",
    tag: 'content',
    access: 'guest',
    response: { 200: contentEmailSchema },
  },
  'PATCH /content/email': {
    id: 'updateEmailContent',
    summary: 'Change the support address or the sender name (stored in the general settings); answers all of it',
    tag: 'content',
    access: 'admin',
    body: contentEmailPatchSchema,
    response: { 200: contentEmailSchema },
  },
  'GET /content/payment': {
    id: 'getPaymentContent',
    summary: "Stripe's publishable key, the fee region and the VAT, as v0.32's section (join and general settings')",
    tag: 'content',
    access: 'guest',
    response: { 200: contentPaymentSchema },
  },
  'PATCH /content/payment': {
    id: 'updatePaymentContent',
    summary: 'Change the fee region or the VAT (stored in the join and general settings); answers all of it',
    tag: 'content',
    access: 'admin',
    body: contentPaymentPatchSchema,
    response: { 200: contentPaymentSchema },
  },
  'GET /content/telegram': {
    id: 'getTelegramContent',
    summary: "v0.32's Telegram welcome text, kept for clients that read it (Masthead has no Telegram bot)",
    tag: 'content',
    access: 'guest',
    response: { 200: contentTelegramSchema },
  },
  'PATCH /content/telegram': {
    id: 'updateTelegramContent',
    summary: "Change v0.32's Telegram welcome text; answers it",
    tag: 'content',
    access: 'admin',
    body: contentTelegramPatchSchema,
    response: { 200: contentTelegramSchema },
  },
});
