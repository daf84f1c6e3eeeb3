import {
  contactImportFields,
  contactImportPresetEntries,
  contactImportPresets,
  contactImportRefusals,
  decodeCsv,
  type ContactImportField,
  type ContactImportMapping,
  type ContactImportPreset,
  type ContactImportPresetEntry,
  type NewsletterStatus,
} from '@masthead/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../kernel/db/database.ts';
import type { JobQueue } from '../../kernel/jobs/index.ts';
import { ImportInputError, inspectFile } from './import-file.ts';
import type { ImportChoices } from './import-plan.ts';
import {
  importStates,
  type ImportRecord,
  type ImportRepository,
  type ImportSetup,
  type Refusal,
} from './import-repository.ts';
import { cellList } from './import-row.ts';
import { runImport } from './import-run.ts';

/** The job kind of a long import (`contact-import`, `{importId}`). */
export const importJobKind = 'contact-import';
/** Files of more rows than this are imported by a job (202); smaller ones within the request. */
export const inlineImportRows = 2000;
/** Refused rows the report lists; all of them are in the refused rows' CSV. */
export const reportedRefusals = 1000;

/** `POST contact-import`'s query, as sent. */
export interface ImportRequest {
  preset?: string;
  mapping?: string;
  dryRun?: boolean;
  updateExisting?: boolean;
  tags?: string;
  newsletter?: string;
  invite?: boolean;
}

function presetOf(name: string | undefined): ContactImportPresetEntry | null {
  if (name === undefined) return null;
  if (!(contactImportPresets as readonly string[]).includes(name)) {
    throw new ImportInputError('preset', 'option', { allowed: contactImportPresets });
  }
  return contactImportPresetEntries[name as ContactImportPreset];
}

function mappingOf(text: string | undefined): ContactImportMapping {
  if (text === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ImportInputError('mapping', 'json');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ImportInputError('mapping', 'json');
  for (const [column, field] of Object.entries(parsed)) {
    if (!(contactImportFields as readonly unknown[]).includes(field)) {
      throw new ImportInputError('mapping', 'field', { column, allowed: contactImportFields });
    }
  }
  return parsed as ContactImportMapping;
}

function choicesOf(request: ImportRequest): ImportChoices {
  const newsletter = request.newsletter ?? 'none';
  // Consent is the reader's, recorded where they gave it: a file's column, never an admin's choice for all.
  if (newsletter === 'subscribed') throw new ImportInputError('newsletter', 'consent');
  if (newsletter !== 'none' && newsletter !== 'unsubscribed') {
    throw new ImportInputError('newsletter', 'option', { allowed: ['none', 'unsubscribed'] });
  }
  const tags = cellList(request.tags ?? '');
  if (tags.some((tag) => tag.length > 100)) throw new ImportInputError('tags', 'maxLength', { limit: 100 });
  return {
    updateExisting: request.updateExisting ?? false,
    tags,
    newsletter: newsletter as NewsletterStatus,
    invite: request.invite ?? false,
  };
}

/** A multipart file name as the list shows it: no folders, no control characters, at most 255 characters. */
function shownFileName(name: string | null): string | null {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((c) => c.charCodeAt(0) > 31 && c.charCodeAt(0) !== 127).join('');
  return printable.trim().slice(0, 255) || null;
}

/** Who ran an import, as its report and the list show it. */
const creatorOf = (record: ImportRecord, names: ReadonlyMap<string, string>) => {
  const name = record.created_by ? names.get(record.created_by) : undefined;
  return record.created_by && name !== undefined ? { id: record.created_by, displayName: name } : null;
};

/** One import of `GET contact-import` (core's `contactImportSummarySchema`). */
export function importSummary(record: ImportRecord, names: ReadonlyMap<string, string>) {
  return {
    id: record.id,
    state: record.state,
    fileName: record.summary.fileName ?? null,
    createdBy: creatorOf(record, names),
    total: record.total,
    done: record.done,
    counts: record.counts,
    invite: record.options.choices.invite ?? false,
    invited: record.summary.invited ?? 0,
    error: record.error,
    createdAt: record.created_at.toISOString(),
    finishedAt: record.finished_at?.toISOString() ?? null,
  };
}

/** The report of `POST contact-import` and `GET contact-import/{id}` (core's `contactImportReportSchema`). */
export function importReport(
  record: ImportRecord,
  refused: readonly Refusal[],
  refusedTotal: number,
  names: ReadonlyMap<string, string> = new Map(),
) {
  const { header, fields, choices } = record.options;
  return {
    id: record.id,
    state: record.state,
    dryRun: record.state === importStates.dryRun,
    encoding: record.summary.encoding,
    delimiter: record.summary.delimiter,
    columns: header,
    mapping: Object.fromEntries(header.map((column, index) => [column, fields[index] as ContactImportField])),
    ignored: header.filter((_, index) => fields[index] === 'ignore'),
    options: {
      updateExisting: choices.updateExisting,
      tags: choices.tags,
      newsletter: choices.newsletter,
      invite: choices.invite ?? false,
    },
    total: record.total,
    done: record.done,
    counts: record.counts,
    refused: refused.map(({ line, code, field }) => ({
      line,
      code,
      field,
      message: contactImportRefusals[code].message,
    })),
    refusedTotal,
    newTags: record.summary.newTags,
    preview: record.summary.preview,
    error: record.error,
    createdAt: record.created_at.toISOString(),
    finishedAt: record.finished_at?.toISOString() ?? null,
    fileName: record.summary.fileName ?? null,
    createdBy: creatorOf(record, names),
    invited: record.summary.invited ?? 0,
  };
}
export type ImportReport = ReturnType<typeof importReport>;

export interface ImportServiceOptions {
  db: Kysely<Database>;
  imports: ImportRepository;
  queue: Pick<JobQueue, 'enqueue'>;
  /** Runs due jobs now (after the import's job was queued). */
  kick: () => void;
  /** True once the server closes: a running import stops after its batch, to go on on the next server. */
  stopping?: () => boolean;
  batchSize?: number;
  /** The general settings' site URL, checked before an import that invites (its links open the site). */
  siteUrl?: () => Promise<string>;
  now?: () => Date;
}

/**
 * Contact imports: a file read and checked, then a dry run (only the
 * report written), the import within the request (a small file), or its
 * job (a long one, `runJob` on whichever server claims it).
 */
export function createImportService(options: ImportServiceOptions) {
  const { db, imports, queue, kick, stopping, batchSize, now } = options;
  const reportOf = async (id: string) => {
    const record = await imports.get(id);
    if (!record) return null;
    const refused = await imports.refusals(id, { limit: reportedRefusals });
    const total = refused.length < reportedRefusals ? refused.length : await imports.refusalCount(id);
    return importReport(record, refused, total, await imports.creators(record.created_by ? [record.created_by] : []));
  };

  /** Takes a file up to the end (or up to `stopping`), from the rows its record says are done. */
  const finish = async (record: ImportRecord, text: string, dryRun: boolean) => {
    const result = await runImport({
      ...{ db, imports, id: record.id, text, delimiter: record.summary.delimiter, setup: record.options },
      ...{ from: record.done, counts: record.counts, dryRun, batchSize, stopping, now },
    });
    const newTags = dryRun ? result.newTags : [...new Set([...record.summary.newTags, ...result.newTags])];
    await imports.setState(record.id, dryRun ? importStates.dryRun : importStates.done, { newTags });
  };

  return {
    /**
     * Reads the file and the query (throwing `ImportInputError` for what
     * cannot be imported, before anything is written), then answers the
     * report: finished for a dry run or a small file, `pending` with its
     * job for a long one (`accepted`).
     */
    async start(bytes: Uint8Array, request: ImportRequest, createdBy: string | null, fileName: string | null = null) {
      const explicit = mappingOf(request.mapping);
      const choices = choicesOf(request);
      if (choices.invite && options.siteUrl) {
        // The invitation's link opens the site: without a site URL (general settings) none could be sent.
        const siteUrl = await options.siteUrl();
        if (!URL.canParse(siteUrl) || !/^https?:$/.test(new URL(siteUrl).protocol)) {
          throw new ImportInputError('invite', 'siteUrl');
        }
      }
      // No guess: what a column is depends on the preset or mapping sent, never on the file (the page guesses, core's guessPreset).
      const preset = presetOf(request.preset);
      // Without a preset or mapping, a column named as a field (`email`, `firstname` …) is that field.
      const fallback = preset ? {} : Object.fromEntries(contactImportFields.map((field) => [field, field]));
      const file = inspectFile(bytes, { ...fallback, ...(preset?.mapping ?? {}), ...explicit });
      const dryRun = request.dryRun ?? false;
      const setup: ImportSetup = {
        header: file.header,
        fields: file.fields,
        context: {
          rowsAreSubscribed: preset?.rowsAreSubscribed ?? false,
          paymentProvider: preset?.paymentProvider ?? null,
          defused: preset === contactImportPresetEntries.masthead,
        },
        choices,
      };
      const inline = dryRun || file.total <= inlineImportRows;
      const id = await imports.create({
        // A dry run keeps its report and refused rows, not the file.
        file: dryRun ? new Uint8Array() : bytes,
        setup,
        summary: {
          encoding: file.encoding,
          delimiter: file.delimiter,
          columns: file.header,
          preview: file.preview,
          newTags: [],
          fileName: shownFileName(fileName),
          invited: 0,
        },
        total: file.total,
        state: inline ? importStates.running : importStates.pending,
        createdBy,
      });
      if (inline) {
        const record = (await imports.get(id)) as ImportRecord;
        try {
          await finish(record, file.text, dryRun);
        } catch (error) {
          await imports.setState(id, importStates.failed, { error: (error as Error).message });
          throw error;
        }
        // The batches queued their invitations: this server's runner sends them now, not at its next poll.
        if (choices.invite && !dryRun) kick();
        return { accepted: false, report: (await reportOf(id)) as ImportReport };
      }
      const jobId = await queue.enqueue({
        kind: importJobKind,
        payload: { importId: id },
        onceKey: `contact-import:${id}`,
      });
      if (jobId) await imports.setState(id, importStates.pending, { jobId });
      kick();
      return { accepted: true, report: (await reportOf(id)) as ImportReport };
    },

    report: reportOf,

    /** `GET contact-import`: imports newest first, with how many there are. */
    async list(limit: number, offset: number) {
      const { items, total } = await imports.list(limit, offset);
      const names = await imports.creators(items.flatMap((record) => (record.created_by ? [record.created_by] : [])));
      return { items: items.map((record) => importSummary(record, names)), offset, count: items.length, total };
    },

    /** The job's work: the import from where its record says it got to (nothing when it is done). */
    async runJob(importId: string) {
      const record = await imports.get(importId);
      if (!record || record.state === importStates.done || record.state === importStates.dryRun) return;
      await imports.setState(importId, importStates.running);
      const { text } = decodeCsv(await imports.file(importId));
      await finish(record, text, false);
      // Its batches queued invitations: this server's runner takes them at once, not at its next poll.
      if (record.options.choices.invite) kick();
    },

    /** The job ran out of attempts (or will run again: `pending`, the error kept to show). */
    async jobFailed(importId: string, error: unknown, last: boolean) {
      const message = error instanceof Error ? error.message : String(error);
      await imports.setState(importId, last ? importStates.failed : importStates.pending, { error: message });
    },

    refusals: imports.refusals,
  };
}
export type ImportService = ReturnType<typeof createImportService>;
