import type { Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import { createBeabeeClient } from './beabee-client.ts';
import { importCallouts } from './import-callouts.ts';
import { importContactTags, importContacts } from './import-contacts.ts';
import type { ImportContext } from './import-context.ts';
import { createImportIds } from './import-ids.ts';
import { importPayments } from './import-payments.ts';
import { emptyReport, type ImportReport } from './import-report.ts';
import { importComments, importResponses } from './import-responses.ts';
import { importNotices, importSegments } from './import-segments-notices.ts';
import { checkSourceUrl } from './source-url.ts';

export interface BeabeeImportOptions {
  db: Kysely<Database>;
  /** The instance's address (`https://…`, with or without `/api/1.0`). */
  url: string;
  /** An admin API key of the instance; sent only to it, never logged or stored. */
  key: string;
  /** `http://` on this machine too (the CLI, tests). */
  allowHttpLoopback?: boolean;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
  log?: (line: string) => void;
}

export class BeabeeImportRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BeabeeImportRefused';
  }
}

/**
 * Brings a beabee v0.32 instance's data here, in the order the kinds need
 * each other: contact tags, contacts (profile, roles, contribution, tags),
 * payments, call-outs (form, variants, tags, reviewers), their responses
 * (numbers, buckets, tags, assignees), comments, segments, notices. Each row
 * is remembered by its source id (`beabee_import_ids`), so a second run
 * brings only what is new and duplicates nothing. Throws
 * `BeabeeImportRefused` for a bad address or key before anything is written,
 * `BeabeeSourceError` when the instance fails midway (what was written stays,
 * and the next run goes on from it).
 * @example const report = await runBeabeeImport({db, url: 'https://members.example.org', key})
 */
export async function runBeabeeImport(options: BeabeeImportOptions): Promise<ImportReport> {
  const checked = checkSourceUrl(options.url, { allowHttpLoopback: options.allowHttpLoopback === true });
  if (!checked.ok) throw new BeabeeImportRefused(`--url: ${checked.reason}`);
  const key = options.key.trim();
  if (!key) throw new BeabeeImportRefused('--key: an API key of the instance is needed');
  const source = createBeabeeClient({
    apiBase: checked.apiBase,
    key,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
  });
  const log = options.log ?? (() => {});
  const context: ImportContext = {
    db: options.db,
    source,
    ids: createImportIds(options.db),
    report: emptyReport(),
    now: options.now ?? (() => new Date()),
    log,
  };
  // One read first: a wrong key or address stops here, before any write.
  const info = await source.get<{ method?: string; roles?: string[] }>('auth/info');
  // An API key acts as an admin (beabee and Masthead alike); anything else must carry the admin role.
  const isAdmin = (info?.roles ?? []).some((role) => role === 'admin' || role === 'superadmin');
  if (info?.method === 'none' || (info?.method !== 'api-key' && !isAdmin)) {
    throw new BeabeeImportRefused('--key: the instance does not take this key as an admin key');
  }
  log('contact tags');
  const tagIds = await importContactTags(context);
  log('contacts');
  const contactIds = await importContacts(context, tagIds);
  log('payments');
  await importPayments(context, contactIds);
  log('call-outs');
  const callouts = await importCallouts(context, contactIds);
  const responseIds = new Map<string, string>();
  for (const callout of callouts) {
    log(`responses of call-out ${callout.sourceId}`);
    for (const [sourceId, localId] of await importResponses(context, callout, contactIds)) {
      responseIds.set(sourceId, localId);
    }
  }
  log('comments');
  await importComments(context, responseIds, contactIds);
  log('segments');
  await importSegments(context, tagIds, new Map(callouts.map(({ sourceId, localId }) => [sourceId, localId])));
  log('notices');
  await importNotices(context);
  return context.report;
}
