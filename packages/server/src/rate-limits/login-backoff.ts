import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { DomainError } from '../domain-error.ts';
import { addressBlock } from './address-block.ts';

/**
 * Login back-off (API.md): tries per account email and per IP address; past
 * the free tries each one waits a delay that doubles, never more than the
 * cap, so the owner is never locked out for good (and a reset or an unlock
 * clears the email's count at once).
 */
export const loginBackoff = {
  /** Free tries per account email, then 1 s, 2 s, 4 s … */
  emailFreeTries: 5,
  /** Free tries per IP address (many people can share one). */
  ipFreeTries: 30,
  maxDelaySeconds: 15 * 60,
  /** A key with no try for this long starts again from zero. */
  forgetAfterSeconds: 24 * 60 * 60,
} as const;

export const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
/** An IPv6 client counts by its /64 (`addressBlock`). */
export const ipKey = (ip: string) => `ip:${addressBlock(ip)}`;

/**
 * Counts tries in `login_backoff`, shared by every app server. Each try
 * counts before the password is checked, in one statement per key that
 * refuses while the key waits: 100 guesses sent at once get the free tries
 * and then 429s, not 100 password checks.
 * @example await backoff.take([emailKey(email), ipKey(ip)]); … await backoff.succeeded(email, ip)
 */
export function createLoginBackoff({ db, now }: { db: Kysely<Database>; now: () => Date }) {
  const freeTries = (key: string) => (key.startsWith('ip:') ? loginBackoff.ipFreeTries : loginBackoff.emailFreeTries);

  /** Takes one try on `key`; the seconds to wait when the key is waiting, else null. */
  async function takeOne(key: string, at: Date): Promise<number | null> {
    const forgetBefore = new Date(at.getTime() - loginBackoff.forgetAfterSeconds * 1000);
    const tries = sql<number>`case when b.last_try_at < ${forgetBefore} then 1 else b.tries + 1 end`;
    // A free try sets no wait at all (the epoch), not "until now": with several
    // tries in flight, one whose clock read came a moment earlier must not
    // find the key waiting because a later free try wrote its own time.
    const blockedUntil = (count: unknown) =>
      sql`case when ${count} >= ${freeTries(key)}
        then ${at}::timestamptz + make_interval(secs => least(power(2, ${count} - ${freeTries(key)}), ${loginBackoff.maxDelaySeconds}))
        else to_timestamp(0) end`;
    const { rows } = await sql<{ tries: number }>`
      insert into login_backoff as b (key, tries, last_try_at, blocked_until)
      values (${key}, 1, ${at}, ${blockedUntil(sql`1`)})
      on conflict (key) do update set
        tries = ${tries}, last_try_at = ${at}, blocked_until = ${blockedUntil(tries)}
      where b.blocked_until <= ${at}
      returning tries`.execute(db);
    if (rows.length > 0) return null;
    const row = await db.selectFrom('login_backoff').select('blocked_until').where('key', '=', key).executeTakeFirst();
    return row ? Math.max(1, Math.ceil((new Date(row.blocked_until).getTime() - at.getTime()) / 1000)) : null;
  }

  return {
    /**
     * Takes a try on every key (all of them, so a waiting IP still counts
     * against the email); throws `TOO_MANY_REQUESTS` with the longest wait.
     */
    async take(keys: readonly string[]): Promise<void> {
      const at = now();
      const waits: number[] = [];
      for (const key of keys) {
        const wait = await takeOne(key, at);
        if (wait !== null) waits.push(wait);
      }
      if (waits.length > 0) throw new DomainError('TOO_MANY_REQUESTS', null, Math.max(...waits));
    },

    /** A login that succeeded: the email starts again, and the try does not count against the IP. */
    async succeeded(email: string, ip: string | null): Promise<void> {
      await this.clear(email);
      if (ip === null) return;
      await db
        .updateTable('login_backoff')
        .set((eb) => ({ tries: sql`greatest(${eb.ref('tries')} - 1, 0)` }))
        .where('key', '=', ipKey(ip))
        .execute();
    },

    /** A reset, an unlock or an emergency link: the account's email starts again. */
    async clear(email: string): Promise<void> {
      await db.deleteFrom('login_backoff').where('key', '=', emailKey(email)).execute();
    },

    /** Drops keys without a try since `before`; returns how many. */
    async removeForgotten(before: Date): Promise<number> {
      const result = await db.deleteFrom('login_backoff').where('last_try_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type LoginBackoff = ReturnType<typeof createLoginBackoff>;
