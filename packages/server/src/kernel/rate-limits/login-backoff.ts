import { normalEmail } from '@masthead/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { DomainError } from '../domain-error.ts';
import { addressBlock } from './address-block.ts';

/**
 * Login back-off (docs/product/api.md, "Rules the server enforces";
 * docs/decisions/0043): tries per account email and source, and per IP
 * address; past the free tries each one waits a delay that doubles, never
 * more than the cap. An email counts per source, so
 * guesses from elsewhere slow only the guesser, never the owner on their own
 * address (and a reset or an unlock clears the email's count everywhere).
 */
export const loginBackoff = {
  /** Free tries per account email from one source, then 1 s, 2 s, 4 s … */
  emailFreeTries: 5,
  /** Free tries per IP address (many people can share one). */
  ipFreeTries: 30,
  maxDelaySeconds: 15 * 60,
  /** A key with no try for this long starts again from zero. */
  forgetAfterSeconds: 24 * 60 * 60,
} as const;

/**
 * An email's count from one source, the IP's address block. The block never
 * holds `|`, so the last one splits the key however odd the email is.
 * @example emailKey('Ada@Example.org', '2001:db8:1:2::7') // 'email:ada@example.org|2001:db8:1:2::/64'
 */
export const emailKey = (email: string, ip: string) => `email:${normalEmail(email)}|${addressBlock(ip)}`;
/** An IPv6 client counts by its /64 (`addressBlock`). */
export const ipKey = (ip: string) => `ip:${addressBlock(ip)}`;

/**
 * Counts tries in `login_backoff`, shared by every app server. Each try
 * counts before the password is checked, in one statement per key that
 * refuses while the key waits: 100 guesses sent at once get the free tries
 * and then 429s, not 100 password checks.
 * @example await backoff.take(email, ip); … await backoff.succeeded(email, ip)
 */
export function createLoginBackoff({ db, now }: { db: Kysely<Database>; now: () => Date }) {
  const freeTries = (key: string) => (key.startsWith('ip:') ? loginBackoff.ipFreeTries : loginBackoff.emailFreeTries);

  /** Takes one try on `key` (of `email`, or null for an IP); the seconds to wait when the key is waiting, else null. */
  async function takeOne(key: string, email: string | null, at: Date): Promise<number | null> {
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
      insert into login_backoff as b (key, email, tries, last_try_at, blocked_until)
      values (${key}, ${email}, 1, ${at}, ${blockedUntil(sql`1`)})
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
     * Takes a try on the email from this IP's source and, unless `countIp`
     * is false, on the IP (both, so a waiting IP still counts against the
     * email); throws `TOO_MANY_REQUESTS` with the longest wait. The email
     * need not belong to anyone: an unknown one counts exactly alike.
     */
    async take(email: string, ip: string, { countIp = true }: { countIp?: boolean } = {}): Promise<void> {
      const at = now();
      const keys: [string, string | null][] = [[emailKey(email, ip), normalEmail(email)]];
      if (countIp) keys.push([ipKey(ip), null]);
      const waits: number[] = [];
      for (const [key, ofEmail] of keys) {
        const wait = await takeOne(key, ofEmail, at);
        if (wait !== null) waits.push(wait);
      }
      if (waits.length > 0) throw new DomainError('TOO_MANY_REQUESTS', null, Math.max(...waits));
    },

    /**
     * A login that succeeded: the email starts again from this source only
     * (a guesser elsewhere keeps waiting), and the try does not count
     * against the IP.
     */
    async succeeded(email: string, ip: string): Promise<void> {
      await db.deleteFrom('login_backoff').where('key', '=', emailKey(email, ip)).execute();
      await db
        .updateTable('login_backoff')
        .set((eb) => ({ tries: sql`greatest(${eb.ref('tries')} - 1, 0)` }))
        .where('key', '=', ipKey(ip))
        .execute();
    },

    /** A reset or an unlock: the account's email starts again from every source (one indexed delete). */
    async clear(email: string): Promise<void> {
      await db.deleteFrom('login_backoff').where('email', '=', normalEmail(email)).execute();
    },

    /** Drops keys without a try since `before`; returns how many. */
    async removeForgotten(before: Date): Promise<number> {
      const result = await db.deleteFrom('login_backoff').where('last_try_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type LoginBackoff = ReturnType<typeof createLoginBackoff>;
