import { CompiledQuery, sql, type Kysely, type QueryResult } from 'kysely';
import type { Database } from './database.ts';

/**
 * Runs one query through a server-side cursor (`declare … no scroll cursor`
 * in a read-only repeatable-read transaction on a connection of its own),
 * fetching `pageSize` rows at a time, the next while the caller handles the
 * last: one plan and one snapshot for the whole read, memory flat. Stopping early (a client that went away) rolls
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
  let next: Promise<QueryResult<R>> | null = null;
  try {
    await sql`begin isolation level repeatable read read only`.execute(connection);
    open = true;
    await connection.executeQuery(
      CompiledQuery.raw(`declare export_rows no scroll cursor for ${query.sql}`, [...query.parameters]),
    );
    const size = Math.max(1, Math.floor(pageSize));
    const fetchPage = () => {
      const page = connection.executeQuery<R>(CompiledQuery.raw(`fetch forward ${size} from export_rows`));
      // Awaited below; a failure while the caller still works is not left unhandled meanwhile.
      page.catch(() => {});
      return page;
    };
    next = fetchPage();
    while (next) {
      const { rows }: QueryResult<R> = await next;
      // The next page is read while the caller writes this one out: the
      // database and Node work side by side, two pages in memory at most.
      next = rows.length >= size ? fetchPage() : null;
      if (rows.length > 0) yield rows;
    }
    await sql`commit`.execute(connection);
    open = false;
  } finally {
    // A caller that stops early leaves a fetch running: it ends before the rollback.
    await next?.catch(() => {});
    if (open) await sql`rollback`.execute(connection).catch(() => {});
    release();
    await held;
  }
}
