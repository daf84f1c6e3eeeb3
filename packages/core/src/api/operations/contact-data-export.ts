import { idParams } from '../../schemas/params.ts';
import { defineOperations } from '../operation.ts';

/** A zip: `contact.json` (what Masthead holds about the contact) and `files/…` (their uploads). */
const zipFile = { type: 'string', format: 'binary', description: 'application/zip' } as const;

/**
 * The personal data export (the GDPR right of access): self or
 * admin, like the contact it is about. No secrets: password hashes, 2FA
 * secrets, tokens and link ids are never in it.
 */
export const contactDataExportOperations = defineOperations({
  'GET /contact/{id}/export': {
    id: 'exportContactData',
    summary: 'Everything Masthead holds about a contact, with their uploaded files, as a zip',
    tag: 'contact',
    access: 'self-or-admin',
    params: idParams('id'),
    produces: 'application/zip',
    response: { 200: zipFile },
  },
});
