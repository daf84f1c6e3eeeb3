import type { Kysely } from 'kysely';
import type { Database } from '../../kernel/db/database.ts';
import { dataRecords } from './import-file.ts';
import { decide, existingContacts, type Decision } from './import-plan.ts';
import type { ImportCounts, ImportRepository, ImportSetup, Refusal } from './import-repository.ts';
import { readRow, type ImportRow } from './import-row.ts';
import { missingTags, writeDecisions } from './import-write.ts';
import type { CsvDelimiter } from '@masthead/core';
import { queueInvitations } from './import-invitations.ts';

export interface RunOptions {
  db: Kysely<Database>;
  imports: ImportRepository;
  id: string;
  text: string;
  delimiter: CsvDelimiter;
  setup: ImportSetup;
  /** Rows already committed (a job taken over): read again only to know the file's earlier emails. */
  from: number;
  counts: ImportCounts;
  /** Nothing but the import's own report is written. */
  dryRun: boolean;
  batchSize?: number;
  /** Asked before each batch: true stops the run (the server is closing), to go on from the last commit later. */
  stopping?: () => boolean;
  /** The clock of the invitation jobs a batch queues (with `setup.choices.invite`). */
  now?: () => Date;
}

/** Thrown when a run stopped between batches; its job goes on from there. */
export class ImportStopped extends Error {
  constructor() {
    super('The import stopped between two batches; it goes on from the last one saved.');
    this.name = 'ImportStopped';
  }
}

/** A row read, or refused by itself or as a second line of the same address or customer. */
type Read = { line: number; cells: readonly string[] } & ({ row: ImportRow } | { refusal: Omit<Refusal, 'cells'> });

/**
 * Reads the file's rows in order and, a batch at a time, decides and (but
 * in a dry run) writes them with the progress in one transaction: a run
 * stopped or killed midway is taken up from `done` without doing a row
 * twice, and a file imported again finds its contacts (by email, ignoring
 * case, or by customer id) instead of making them twice. Returns the counts
 * and the tags it made or would make.
 */
export async function runImport(options: RunOptions): Promise<{ counts: ImportCounts; newTags: string[] }> {
  const { db, imports, id, setup, from, dryRun, batchSize = 1000 } = options;
  const counts = { ...options.counts };
  /** Tags made (or, in a dry run, named: those missing are looked up at the end), by lowercased name. */
  const newTags = new Map<string, string>();
  const seenEmails = new Map<string, number>();
  const seenCustomers = new Map<string, number>();
  let index = 0;
  let batch: Read[] = [];

  const flush = async () => {
    if (options.stopping?.()) throw new ImportStopped();
    const rows = batch.flatMap((read) => ('row' in read ? [read.row] : []));
    const found = await existingContacts(db, rows);
    const decisions: Decision[] = rows.map((row) => decide(row, found, setup.choices));
    const refused = refusalsOf(batch, decisions);
    const batchTags = tagsOf(decisions);
    const made = tally(counts, decisions, refused);
    const done = index;
    if (dryRun) {
      for (const [key, name] of batchTags) if (!newTags.has(key)) newTags.set(key, name);
      counts.new += made;
      await imports.saveBatch(db, id, done, counts, refused);
    } else {
      // The tags this batch makes: those no tag has before it writes.
      for (const name of await missingTags(db, [...batchTags.values()])) newTags.set(name.toLowerCase(), name);
      await db.transaction().execute(async (trx) => {
        const madeIds = await writeDecisions(trx, decisions);
        const added = madeIds.length;
        counts.new += added;
        // The batch's new contacts are invited by a job committed with them: once each, never for a contact found.
        if (setup.choices.invite) await queueInvitations(trx, id, done, madeIds, options.now?.() ?? new Date());
        // An address taken meanwhile (a signup, another import) was left out: its contact is there.
        counts.unchanged += made - added;
        await imports.saveBatch(trx, id, done, counts, refused);
      });
    }
    batch = [];
  };
  for (const record of dataRecords(options.text, options.delimiter)) {
    const read = readOne(record, setup, seenEmails, seenCustomers);
    index++;
    if (index <= from) continue;
    batch.push(read);
    if (batch.length >= batchSize) await flush();
  }
  if (batch.length > 0) await flush();
  return { counts, newTags: dryRun ? await missingTags(db, [...newTags.values()]) : [...newTags.values()] };
}

function readOne(
  record: { line: number; cells: readonly string[] },
  setup: ImportSetup,
  seenEmails: Map<string, number>,
  seenCustomers: Map<string, number>,
): Read {
  const result = readRow(setup.fields, setup.header, record, setup.context);
  const { line, cells } = record;
  if ('refused' in result) return { line, cells, refusal: { line, code: result.refused, field: result.field } };
  const { row } = result;
  if (seenEmails.has(row.key)) {
    return { line, cells, refusal: { line, code: 'duplicate-in-file', field: null } };
  }
  const customerId = row.contribution?.customerId;
  if (customerId && seenCustomers.has(customerId)) {
    return { line, cells, refusal: { line, code: 'duplicate-customer-in-file', field: null } };
  }
  seenEmails.set(row.key, line);
  if (customerId) seenCustomers.set(customerId, line);
  return { line, cells, row };
}

/** The batch's refused rows, read or decided, with their cells for the refused rows' CSV. */
function refusalsOf(batch: readonly Read[], decisions: readonly Decision[]): Refusal[] {
  const cellsOf = new Map(batch.map((read) => [read.line, read.cells]));
  return [
    ...batch.flatMap((read) => ('refusal' in read ? [{ ...read.refusal, cells: [...read.cells] }] : [])),
    ...decisions.flatMap((d) =>
      d.kind === 'refused'
        ? [{ line: d.row.line, code: d.code, field: d.field, cells: [...(cellsOf.get(d.row.line) ?? [])] }]
        : [],
    ),
  ].sort((a, b) => a.line - b.line);
}

/** The tag names the batch puts on contacts, by lowercased name. */
function tagsOf(decisions: readonly Decision[]): Map<string, string> {
  const tags = new Map<string, string>();
  for (const decision of decisions) {
    if (decision.kind !== 'new' && decision.kind !== 'updated') continue;
    for (const tag of decision.write.tags) if (!tags.has(tag.toLowerCase())) tags.set(tag.toLowerCase(), tag);
  }
  return tags;
}

/** Counts the batch's decisions but the new ones (the write says how many were made); how many would be new. */
function tally(counts: ImportCounts, decisions: readonly Decision[], refused: readonly Refusal[]): number {
  for (const decision of decisions) {
    if (decision.kind === 'updated' || decision.kind === 'unchanged' || decision.kind === 'left')
      counts[decision.kind]++;
  }
  counts.refused += refused.length;
  return decisions.filter((d) => d.kind === 'new').length;
}
