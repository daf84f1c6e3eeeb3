import type { ColumnType, Generated } from 'kysely';

/**
 * The tables Kysely knows about, one interface per table. A migration that
 * adds or changes a table updates this file in the same change.
 */
export interface Database {
  content: ContentTable;
  schema_migrations: SchemaMigrationsTable;
}

/** Settings documents by section name (`general`, `join`, …), stored as jsonb. */
export interface ContentTable {
  name: string;
  // Drivers parse jsonb on the way out; on the way in we pass JSON text so
  // that pg and PGlite serialise it the same way.
  data: ColumnType<Record<string, unknown>, string, string>;
  updated_at: ColumnType<Date, never, Date | string>;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: Generated<Date>;
}
