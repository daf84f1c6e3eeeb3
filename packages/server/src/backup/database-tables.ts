import { sql, type Kysely } from 'kysely';

/** A table of the schema with the columns a backup carries (generated ones are made again). */
export interface TableShape {
  name: string;
  columns: string[];
}

export interface SequenceState {
  name: string;
  /** Null: never used, so the next value is the start. */
  lastValue: string | null;
}

// Kysely<any>: the backup copies whatever tables the schema has, not the typed ones.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

/**
 * The tables of the current schema, each after the tables it references,
 * so rows can be inserted in this order with every foreign key checked.
 * Throws on a cycle of references (none exists; a backup could not restore one).
 */
export async function tablesInOrder(db: AnyDb): Promise<TableShape[]> {
  const columns = await sql<{ table: string; column: string }>`
    select c.relname as table, a.attname as column
    from pg_class c
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
    order by c.relname, a.attnum`.execute(db);
  const references = await sql<{ table: string; referenced: string }>`
    select c.relname as table, r.relname as referenced
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_class r on r.oid = k.confrelid
    where k.contype = 'f' and c.relnamespace = current_schema()::regnamespace and c.oid <> r.oid`.execute(db);
  const shapes = new Map<string, TableShape>();
  for (const row of columns.rows) {
    const shape = shapes.get(row.table) ?? { name: row.table, columns: [] };
    shape.columns.push(row.column);
    shapes.set(row.table, shape);
  }
  const needs = new Map([...shapes.keys()].map((name) => [name, new Set<string>()]));
  for (const { table, referenced } of references.rows) needs.get(table)?.add(referenced);
  return dependencyOrder(needs).map((name) => shapes.get(name) as TableShape);
}

/** Names sorted so that each comes after those it needs; ties alphabetical, so the order is stable. */
export function dependencyOrder(needs: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const order: string[] = [];
  const placed = new Set<string>();
  const names = [...needs.keys()].sort();
  while (order.length < names.length) {
    const ready = names.filter((name) => !placed.has(name) && [...(needs.get(name) ?? [])].every((n) => placed.has(n)));
    if (ready.length === 0) {
      throw new Error(
        `These tables reference each other in a cycle: ${names.filter((n) => !placed.has(n)).join(', ')}`,
      );
    }
    for (const name of ready) {
      order.push(name);
      placed.add(name);
    }
  }
  return order;
}

/** Every sequence of the current schema and its last value. */
export async function sequenceStates(db: AnyDb): Promise<SequenceState[]> {
  const { rows } = await sql<{ name: string; last_value: string | number | null }>`
    select sequencename as name, last_value::text as last_value
    from pg_sequences where schemaname = current_schema() order by sequencename`.execute(db);
  return rows.map((row) => ({ name: row.name, lastValue: row.last_value === null ? null : String(row.last_value) }));
}

/** Sets each sequence to where the backup found it. */
export async function restoreSequences(db: AnyDb, states: readonly SequenceState[]): Promise<void> {
  for (const { name, lastValue } of states) {
    const qualified = quoteIdentifier(name);
    if (lastValue === null) await sql`select setval(${qualified}::regclass, 1, false)`.execute(db);
    else await sql`select setval(${qualified}::regclass, ${lastValue}::bigint, true)`.execute(db);
  }
}

/** A name quoted as SQL wants it, whatever characters it has. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
