import { randomBytes } from 'node:crypto';
import { isValidPassword, passwordProblems, type ContactRoleName } from '@masthead/core';
import { sql, type Kysely } from 'kysely';
import type { PasswordHasher } from '../accounts/password-hasher.ts';
import type { Database } from '../kernel/db/database.ts';

/** Used when ADMIN_EMAIL is not set. */
export const defaultAdminEmail = 'admin@example.org';

/** The demo logins of the root README ("Demo logins"). Public: demo databases only. */
export const demoAccounts = [
  { email: 'member@example.org', password: 'Member1demo', firstname: 'Mina', lastname: 'Member', roles: ['member'] },
  {
    email: 'member-2fa@example.org',
    password: 'Member2demo',
    firstname: 'Tobi',
    lastname: 'Twofactor',
    roles: ['member'],
    // Base32; any authenticator app, or `oathtool --totp -b <secret>`, gives the codes.
    mfaSecret: 'MASTHEADDEMOTOTPSECRETKEYABCDEFG',
  },
  {
    email: 'reviewer@example.org',
    password: 'Reviewer1demo',
    firstname: 'Rae',
    lastname: 'Reviewer',
    roles: ['member'],
    isReviewer: true,
  },
] as const satisfies readonly DemoAccount[];

interface DemoAccount {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  roles: ContactRoleName[];
  mfaSecret?: string;
  isReviewer?: boolean;
}

export interface SeedAccountsOptions {
  db: Kysely<Database>;
  hasher: PasswordHasher;
  /** From ADMIN_EMAIL / ADMIN_PASSWORD; a password is generated unless both are set. */
  adminEmail: string | null;
  adminPassword: string | null;
  /** Also add the demo member, 2FA member and reviewer. */
  demo: boolean;
}

export interface SeededAccounts {
  email: string;
  /** Set when the password was generated: print it once, it is stored nowhere else. */
  generatedPassword: string | null;
}

/**
 * Gives a database without contacts its first superadmin (and, for the demo,
 * three more contacts). A transaction-scoped advisory lock makes a second
 * server starting at the same moment wait and then find contacts; a database
 * with any contact is never seeded again.
 * @returns what was seeded, or null when the database already had contacts
 */
export async function seedAccounts(options: SeedAccountsOptions): Promise<SeededAccounts | null> {
  const { db, hasher, demo } = options;
  const fromEnv = options.adminEmail !== null && options.adminPassword !== null;
  const email = fromEnv ? (options.adminEmail as string) : (options.adminEmail ?? defaultAdminEmail);
  const password = fromEnv ? (options.adminPassword as string) : generatePassword();
  const problems = passwordProblems(password);
  if (problems.length > 0) throw new Error(`ADMIN_PASSWORD breaks the password rule: ${problems.join(', ')}`);

  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('masthead:seed-accounts'))`.execute(trx);
    if (await trx.selectFrom('contacts').select('id').limit(1).executeTakeFirst()) return null;
    const accounts: DemoAccount[] = [
      { email, password, firstname: 'Admin', lastname: '', roles: ['superadmin'] },
      ...(demo ? demoAccounts : []),
    ];
    for (const account of accounts) {
      const { id } = await trx
        .insertInto('contacts')
        .values({
          email: account.email,
          firstname: account.firstname,
          lastname: account.lastname,
          password_hash: await hasher.hash(account.password),
          mfa_secret: account.mfaSecret ?? null,
          is_reviewer: account.isReviewer ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const role of account.roles) {
        await trx.insertInto('contact_roles').values({ contact_id: id, role, date_added: new Date() }).execute();
      }
    }
    return { email, generatedPassword: fromEnv ? null : password };
  });
}

/** 16 random base64url characters, drawn again until they pass the password rule. */
function generatePassword(): string {
  for (;;) {
    const candidate = randomBytes(12).toString('base64url');
    if (isValidPassword(candidate)) return candidate;
  }
}
