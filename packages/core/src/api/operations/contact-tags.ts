import {
  contactTagCreateSchema,
  contactTagListSchema,
  contactTagPatchSchema,
  contactTagSchema,
} from '../../schemas/contact-tag.ts';
import { noContent, uuidParams } from '../../schemas/params.ts';
import { defineOperations } from '../operation.ts';

/** `contact-tags`: the tags admins put on contacts (admin only, docs/product/api.md). */
export const contactTagOperations = defineOperations({
  'GET /contact-tags': {
    id: 'listContactTags',
    summary: 'Every contact tag, by name ascending',
    tag: 'contact',
    access: 'admin',
    response: { 200: contactTagListSchema },
  },
  'POST /contact-tags': {
    id: 'createContactTag',
    summary: 'Add a contact tag (names unique, ignoring case)',
    tag: 'contact',
    access: 'admin',
    body: contactTagCreateSchema,
    response: { 200: contactTagSchema },
  },
  'PATCH /contact-tags/{id}': {
    id: 'updateContactTag',
    summary: 'Rename or describe a contact tag',
    tag: 'contact',
    access: 'admin',
    params: uuidParams,
    body: contactTagPatchSchema,
    response: { 200: contactTagSchema },
  },
  'DELETE /contact-tags/{id}': {
    id: 'deleteContactTag',
    summary: 'Delete a contact tag, taking it off every contact',
    tag: 'contact',
    access: 'admin',
    params: uuidParams,
    response: { 204: noContent },
  },
});
