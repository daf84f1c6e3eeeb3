import { contactBulkPatchSchema, contactBulkResultSchema, contactCreateSchema } from '../../schemas/contact-write.ts';
import { contactRef, idParams, noContent } from '../../schemas/params.ts';
import { defineOperations } from '../operation.ts';

/** Admins add contacts, change many at once and delete one with their personal data. */
export const contactAdminOperations = defineOperations({
  'POST /contact': {
    id: 'createContact',
    summary: 'Add a contact: email, names, roles, optionally a password',
    tag: 'contact',
    access: 'admin',
    body: contactCreateSchema,
    response: { 200: contactRef },
  },
  'PATCH /contact': {
    id: 'updateContacts',
    summary: 'Change every contact the rules match: tags `+id` / `-id`; answers `{affected}`',
    tag: 'contact',
    access: 'admin',
    body: contactBulkPatchSchema,
    response: { 200: contactBulkResultSchema },
  },
  'DELETE /contact/{id}': {
    id: 'deleteContact',
    summary: 'Delete a contact and their personal data; their responses stay, anonymised',
    tag: 'contact',
    access: 'admin',
    params: idParams('id'),
    response: { 204: noContent },
  },
});
