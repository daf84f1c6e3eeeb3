import type { Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import type { BeabeeClient } from './beabee-client.ts';
import type { ImportIds } from './import-ids.ts';
import type { ImportReport } from './import-report.ts';

/** What every kind's import works with. */
export interface ImportContext {
  db: Kysely<Database>;
  source: BeabeeClient;
  ids: ImportIds;
  report: ImportReport;
  now: () => Date;
  /** Progress for a terminal; nothing secret goes through it. */
  log: (line: string) => void;
}
