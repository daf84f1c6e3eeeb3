import { generalSettingsPatchSchema, generalSettingsSchema } from '../../schemas/general-settings.ts';
import { defineOperations } from '../operation.ts';

/** `content/{id}`: the organisation's settings by section; anyone reads, admins change. */
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
});
