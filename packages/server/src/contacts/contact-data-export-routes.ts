import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import type { ContactData } from '../backup/contact-data.ts';
import { zipStream, type ZipSource } from '../backup/zip-write.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { ContactRepository } from './contact-repository.ts';
import type { FileStore, UploadService } from '../uploads/index.ts';
import { maskSecrets } from '../email/mask-secrets.ts';
import { accountToActOn } from './contact-access.ts';

interface ExportOptions {
  /** backup/contact-data.ts's `readContactData`, on the app's database. */
  readContactData: (id: string) => Promise<ContactData | null>;
  contacts: ContactRepository;
  uploads: UploadService;
  files: FileStore;
  now: () => Date;
}

/**
 * `GET contact/{id}/export`: the personal data export, a zip streamed as
 * it is made: `contact.json` (backup/contact-data.ts) and `files/<upload
 * id>/<name>` for each of their uploads still on disk. The emails in it have
 * their secret links masked; a superadmin's export is for superadmins (and
 * themselves) only.
 */
export const contactDataExportRoutes = operationRoutes<ExportOptions>(
  (_app, { readContactData, contacts, uploads, files, now }) => ({
    'GET /contact/{id}/export': async (request, reply) => {
      // Everything about a superadmin is a superadmin's to export (decision 33).
      const row = await accountToActOn(request, contacts, request.params.id, now());
      const data = await readContactData(row.id);
      if (!data) throw apiError('not-found');
      data.emails = (data.emails as Record<string, unknown>[]).map(maskedRow);
      const exportedAt = now();
      const keys = await Promise.all(
        (data.uploads as Record<string, unknown>[]).map((upload) => uploadKey(uploads, files, String(upload.id))),
      );
      // Each upload says where its file is in the zip (null: no longer on disk or in the bucket).
      data.uploads = (data.uploads as Record<string, unknown>[]).map((upload, i) => ({
        ...upload,
        file: keys[i] ? `files/${keys[i]}` : null,
      }));
      const json = { format: 'masthead-contact-data', exportedAt: exportedAt.toISOString(), ...data };
      async function* entries(): AsyncGenerator<ZipSource> {
        yield {
          name: 'contact.json',
          content: Buffer.from(`${JSON.stringify(json, null, 2)}\n`),
          modified: exportedAt,
        };
        for (const key of keys) {
          const stream = key ? await files.read(key) : null;
          if (stream) yield { name: `files/${key}`, content: stream, modified: exportedAt };
        }
      }
      return sendZip(reply, Readable.from(zipStream(entries()), { objectMode: false }), exportedAt);
    },
  }),
);

/**
 * An email of the export with its secret links masked, as the outbox shows
 * them (decision 42): the export is read by whoever asks for it, not only in
 * the recipient's mailbox, and a live reset link would open the account.
 */
function maskedRow(email: Record<string, unknown>): Record<string, unknown> {
  const template = typeof email.template === 'string' ? email.template : undefined;
  const mask = (value: unknown) => (typeof value === 'string' ? maskSecrets(value, template) : value);
  return { ...email, text: mask(email.text), html: mask(email.html) };
}

function sendZip(reply: FastifyReply, zip: Readable, exportedAt: Date) {
  const day = exportedAt.toISOString().slice(0, 10);
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="masthead-data-${day}.zip"`)
    .header('cache-control', 'no-store')
    .send(zip);
}

/** The store key of the file an upload's answers point at, if the file is still there. */
async function uploadKey(uploads: UploadService, files: FileStore, id: string): Promise<string | null> {
  const stored = await uploads.find(id);
  const key = stored ? uploads.fileKey(stored, stored.storedName) : null;
  return key && (await files.head(key)) ? key : null;
}
