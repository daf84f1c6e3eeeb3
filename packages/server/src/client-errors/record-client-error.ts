import { sql, type Kysely } from 'kysely';
import type { ClientError, ClientErrorReport } from '@masthead/core';
import { placeReport, type ClientErrorCaps } from './client-error-caps.ts';
import { insertReport, type ClientErrorsDatabase } from './client-error-rows.ts';

const hourMs = 60 * 60 * 1000;
// Makes the counts and the write one step across servers, so that two at once cannot both take the last room.
const capLock = sql`select pg_advisory_xact_lock(hashtext('masthead:client-error-caps'))`;

/** How many reports (of `message`, or of any) were stored after `since`. */
async function storedSince(db: Kysely<ClientErrorsDatabase>, since: Date, message?: string): Promise<number> {
  let query = db
    .selectFrom('client_errors')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('created_at', '>', since);
  if (message !== undefined) query = query.where('message', '=', message);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * Stores a report within `caps` (client-error-caps.ts), or only counts it:
 * on its message's newest row, or in the hour's overflow. Returns the stored
 * report, or null when it was only counted. Beyond `caps.total` the least
 * recently seen reports go.
 * @example await recordClientError(db, scrubReport(body), new Date(), clientErrorCaps)
 */
export async function recordClientError(
  db: Kysely<ClientErrorsDatabase>,
  report: ClientErrorReport,
  at: Date,
  caps: ClientErrorCaps,
): Promise<ClientError | null> {
  return db.transaction().execute(async (trx) => {
    await capLock.execute(trx);
    const hourAgo = new Date(at.getTime() - hourMs);
    const newest = await trx
      .selectFrom('client_errors')
      .select('id')
      .where('message', '=', report.message)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const place = placeReport(
      {
        known: newest !== undefined,
        ofMessageThisHour: newest ? await storedSince(trx, hourAgo, report.message) : 0,
        thisHour: await storedSince(trx, hourAgo),
      },
      caps,
    );

    if (place === 'repeat' && newest) {
      await trx
        .updateTable('client_errors')
        .set((eb) => ({
          repeats: eb('repeats', '+', 1),
          last_seen_at: sql<Date>`greatest(${eb.ref('last_seen_at')}, ${at})`,
        }))
        .where('id', '=', newest.id)
        .execute();
      return null;
    }
    if (place === 'overflow') {
      await trx
        .insertInto('client_error_overflow')
        .values({ hour: new Date(Math.floor(at.getTime() / hourMs) * hourMs), reports: 1 })
        .onConflict((oc) =>
          oc.column('hour').doUpdateSet((eb) => ({ reports: eb('client_error_overflow.reports', '+', 1) })),
        )
        .execute();
      return null;
    }

    const stored = await insertReport(trx, report, at);
    await trx
      .deleteFrom('client_errors')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('client_errors')
          .select('id')
          .orderBy('last_seen_at', 'desc')
          .orderBy('id', 'desc')
          .offset(caps.total),
      )
      .execute();
    return stored;
  });
}
