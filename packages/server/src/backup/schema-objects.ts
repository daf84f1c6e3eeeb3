import { sql } from 'kysely';
import { quoteIdentifier, type AnyDb } from './database-tables.ts';

/** How many tables the current schema has: a restore goes only into a schema with none (or is forced). */
export async function tableCount(db: AnyDb): Promise<number> {
  const { rows } = await sql<{ count: number | string }>`
    select count(*)::int as count from pg_class
    where relnamespace = current_schema()::regnamespace and relkind in ('r', 'p')`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/**
 * Drops everything Masthead's migrations make in the current schema
 * (tables with their triggers and indexes, views, sequences, functions,
 * types), so they can run again. Inside the restore's transaction, a
 * failed restore leaves the old database as it was.
 */
export async function wipeSchema(db: AnyDb): Promise<void> {
  const relations = await sql<{ name: string; kind: string }>`
    select relname as name, relkind as kind from pg_class
    where relnamespace = current_schema()::regnamespace and relkind in ('r', 'p', 'v', 'm', 'S')
      and not exists (select 1 from pg_depend d where d.objid = pg_class.oid and d.deptype = 'e')`.execute(db);
  const dropOrder = ['v', 'm', 'r', 'p', 'S'];
  const sorted = [...relations.rows].sort((a, b) => dropOrder.indexOf(a.kind) - dropOrder.indexOf(b.kind));
  for (const { name, kind } of sorted) {
    const what = kind === 'v' ? 'view' : kind === 'm' ? 'materialized view' : kind === 'S' ? 'sequence' : 'table';
    await sql.raw(`drop ${what} if exists ${quoteIdentifier(name)} cascade`).execute(db);
  }
  const functions = await sql<{ signature: string }>`
    select p.oid::regprocedure::text as signature from pg_proc p
    where p.pronamespace = current_schema()::regnamespace
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`.execute(db);
  for (const { signature } of functions.rows) await sql.raw(`drop function if exists ${signature} cascade`).execute(db);
  const types = await sql<{ name: string }>`
    select t.typname as name from pg_type t
    where t.typnamespace = current_schema()::regnamespace and t.typtype in ('e', 'd', 'c')
      and not exists (select 1 from pg_class c where c.oid = t.typrelid and c.relkind <> 'c')
      and not exists (select 1 from pg_depend d where d.objid = t.oid and d.deptype = 'e')`.execute(db);
  for (const { name } of types.rows) await sql.raw(`drop type if exists ${quoteIdentifier(name)} cascade`).execute(db);
}
