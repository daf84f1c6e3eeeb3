import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Database } from './database.ts';

/**
 * Runs one query through a server-side cursor (`declare … no scroll cursor`
 * in a read-only repeatable-read transaction on a connection of its own),
 * fetching `pageSize` rows at a time: one plan and one snapshot for the
 * whole read, memory flat. Stopping early (a client that went away) rolls
 * the transaction back and gives the connection back to the pool. On PGlite
 * the one connection would be held for as long as the reader takes, so it
 * is for PostgreSQL; the CSV exports read keyset pages there instead.
 * @example for await (const rows of cursorPages(db, query.compile(), 2000)) …
 */
export async function* cursorPages<R>(db: Kysely<Database>, query: CompiledQuery<R>, pageSize: number) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held: Promise<void> = Promise.resolve();
  const connection = await new Promise<Kysely<Database>>((resolve, reject) => {
    held = db.connection().execute(async (conn) => {
      resolve(conn);
      await released;
    });
    held.catch(reject);
  });
  let open = false;
  try {
    await sql`begin isolation level repeatable read read only`.execute(connection);
    open = true;
    await connection.executeQuery(
      CompiledQuery.raw(`declare export_rows no scroll cursor for ${query.sql}`, [...query.parameters]),
    );
    for (;;) {
      const { rows } = await connection.executeQuery<R>(
        CompiledQuery.raw(`fetch forward ${Math.max(1, Math.floor(pageSize))} from export_rows`),
      );
      if (rows.length > 0) yield rows;
      if (rows.length < pageSize) break;
    }
    await sql`commit`.execute(connection);
    open = false;
  } finally {
    if (open) await sql`rollback`.execute(connection).catch(() => {});
    release();
    await held;
  }
}
