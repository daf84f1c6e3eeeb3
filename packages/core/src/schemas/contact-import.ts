import { contactImportFields, contactImportPresets } from '../contact-import/import-fields.ts';
import { listOf, pageProperties } from './list.ts';

/** `POST contact-import`'s query (the file is the body). packages/server/src/contacts/import/README.md. */
export const contactImportQuerySchema = {
  type: 'object',
  properties: {
    preset: { type: 'string', maxLength: 50, description: contactImportPresets.join(', ') },
    /** A JSON object, column name → field; with a preset, it overrides the preset's columns. */
    mapping: { type: 'string', maxLength: 20_000 },
    dryRun: { type: 'boolean', default: false },
    updateExisting: { type: 'boolean', default: false },
    /** Tag names added to every contact imported (new or updated), comma-separated. */
    tags: { type: 'string', maxLength: 2000 },
    /** The newsletter status of new contacts whose row says nothing: never `subscribed`. */
    newsletter: { type: 'string', maxLength: 50, description: 'none (the default) or unsubscribed' },
    /**
     * `true`: each contact the import makes gets an invitation email (a link to choose a password),
     * through the outbox, paced. A dry run sends none (its report says how many it would).
     */
    invite: { type: 'boolean', default: false },
  },
} as const;

const count = { type: 'integer', minimum: 0 } as const;

/** Who ran an import and on which file: in its report and in the list of imports. */
const importListed = {
  /** The uploaded file's name (a multipart upload's), or null (a `text/csv` body has none). */
  fileName: { type: ['string', 'null'] },
  /** The admin who ran it; null for an API key (no person) or once that contact is deleted. */
  createdBy: {
    type: ['object', 'null'],
    additionalProperties: false,
    required: ['id', 'displayName'],
    properties: { id: { type: 'string' }, displayName: { type: 'string' } },
  },
} as const;
const refusal = {
  type: 'object',
  required: ['line', 'code', 'field', 'message'],
  properties: {
    line: count,
    code: { type: 'string' },
    /** The column whose value was refused, or null. */
    field: { type: ['string', 'null'] },
    message: { type: 'string' },
  },
} as const;

/** What an import found or did: the dry run's answer, a job's report while it runs and after. */
export const contactImportReportSchema = {
  type: 'object',
  required: [
    'id',
    'state',
    'dryRun',
    'encoding',
    'delimiter',
    'columns',
    'mapping',
    'ignored',
    'options',
    'total',
    'done',
    'counts',
    'refused',
    'refusedTotal',
    'newTags',
    'preview',
    'error',
    'createdAt',
    'finishedAt',
    'fileName',
    'createdBy',
    'invited',
  ],
  properties: {
    id: { type: 'string' },
    /** `dry-run` (nothing written), `pending` and `running` (a job), `done`, `failed`. */
    state: { type: 'string', enum: ['dry-run', 'pending', 'running', 'done', 'failed'] },
    dryRun: { type: 'boolean' },
    encoding: { type: 'string', enum: ['utf-8', 'windows-1252', 'utf-16le'] },
    delimiter: { type: 'string', enum: [',', ';', '\t'] },
    columns: { type: 'array', items: { type: 'string' } },
    mapping: { type: 'object', additionalProperties: { type: 'string', enum: contactImportFields } },
    ignored: { type: 'array', items: { type: 'string' } },
    options: {
      type: 'object',
      required: ['updateExisting', 'tags', 'newsletter', 'invite'],
      properties: {
        updateExisting: { type: 'boolean' },
        tags: { type: 'array', items: { type: 'string' } },
        newsletter: { type: 'string' },
        /** Each new contact is sent an invitation (a dry run sends none). */
        invite: { type: 'boolean' },
      },
    },
    /** Rows of the file (records after the header). */
    total: count,
    /** Rows read so far: `total` once finished. */
    done: count,
    counts: {
      type: 'object',
      required: ['new', 'updated', 'unchanged', 'left', 'refused'],
      properties: { new: count, updated: count, unchanged: count, left: count, refused: count },
    },
    /** The first 1,000 refused rows; all of them in `GET contact-import/{id}/refused`. */
    refused: { type: 'array', items: refusal },
    refusedTotal: count,
    /** Tag names the import makes (none of that name, ignoring case, exists). */
    newTags: { type: 'array', items: { type: 'string' } },
    /** The first five rows as read under the mapping: field → value. */
    preview: {
      type: 'array',
      items: {
        type: 'object',
        required: ['line', 'values'],
        properties: { line: count, values: { type: 'object', additionalProperties: { type: 'string' } } },
      },
    },
    error: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    finishedAt: { type: ['string', 'null'], format: 'date-time' },
    ...importListed,
    /** Invitations put in the outbox so far (with `options.invite`; they leave it paced). */
    invited: count,
  },
} as const;

/** One import of `GET contact-import`: what it is and how far it got, without its refused rows. */
export const contactImportSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'state',
    'fileName',
    'createdBy',
    'total',
    'done',
    'counts',
    'invite',
    'invited',
    'error',
    'createdAt',
    'finishedAt',
  ],
  properties: {
    id: { type: 'string' },
    state: contactImportReportSchema.properties.state,
    total: count,
    done: count,
    counts: contactImportReportSchema.properties.counts,
    invite: { type: 'boolean' },
    invited: count,
    error: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    finishedAt: { type: ['string', 'null'], format: 'date-time' },
    ...importListed,
  },
} as const;

export const contactImportListSchema = listOf(contactImportSummarySchema);

/** `GET contact-import`: newest first. */
export const contactImportListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...pageProperties() },
} as const;
