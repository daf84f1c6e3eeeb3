import { normalEmail, type ContactRoleName } from '@masthead/core';
import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { ContactRolesTable, ContactsTable, Database } from '../kernel/db/database.ts';
import { isUniqueViolation } from '../kernel/db/unique-violation.ts';
import { matchRecoveryCode } from '../accounts/recovery-codes.ts';
import { DomainError } from '../kernel/domain-error.ts';

export type ContactRow = Selectable<ContactsTable>;
export type ContactRoleRow = Selectable<ContactRolesTable>;
export type ContactChanges = Updateable<ContactsTable>;

export interface NewContact {
  email: string;
  firstname?: string;
  lastname?: string;
  /** Normalised (`normaliseVatNumber`). */
  vatNumber?: string;
  passwordHash?: string | null;
  isReviewer?: boolean;
  mfaSecret?: string | null;
  roles?: ContactRoleName[];
}

export interface ContactRepository {
  findById(id: string): Promise<ContactRow | null>;
  /** Case-insensitive. */
  findByEmail(email: string): Promise<ContactRow | null>;
  /** Throws `duplicate-email` when the email is taken. */
  create(contact: NewContact): Promise<ContactRow>;
  /**
   * The contact with this email (ignoring case), or a new one without
   * password or roles (a guest who answered a call-out); two requests
   * making the same guest at once get the same contact.
   */
  findOrCreateGuest(guest: { email: string; firstname: string; lastname: string }): Promise<ContactRow>;
  /** Throws `duplicate-email` when a new email is taken; null when the contact is gone. */
  update(id: string, changes: ContactChanges): Promise<ContactRow | null>;
  roles(id: string): Promise<ContactRoleRow[]>;
  /** Roles in force at `now`: started, not expired. */
  activeRoles(id: string, now: Date): Promise<ContactRoleName[]>;
  putRole(id: string, role: ContactRoleName, dateAdded: Date, dateExpires: Date | null): Promise<ContactRoleRow>;
  /** True when the contact had the role. */
  removeRole(id: string, role: ContactRoleName): Promise<boolean>;
  /** Sets the password hash and lifts a lock (a reset is how a locked account comes back). */
  setPassword(id: string, passwordHash: string): Promise<void>;
  unlock(id: string): Promise<void>;
  /**
   * Remembers `step` as the last accepted TOTP step, only if it is newer
   * than the stored one; false when another request accepted it first.
   */
  acceptTotpStep(id: string, step: number): Promise<boolean>;
  /**
   * Turns 2FA on (a secret) or off (null). The contact's recovery codes are
   * replaced by `recoveryCodeHashes` (none when off), in the same transaction.
   */
  setMfa(id: string, secret: string | null, step: number | null, recoveryCodeHashes?: readonly string[]): Promise<void>;
  /**
   * Uses the contact's recovery code `code`, once: false when it is not
   * theirs or already used, also when another request used it first.
   */
  useRecoveryCode(id: string, code: string): Promise<boolean>;
  /** Whether the contact is a reviewer of any call-out. */
  reviewsAnyCallout(id: string): Promise<boolean>;
}

/**
 * Contacts and their role assignments.
 * @example const contact = await createContactRepository({db}).findByEmail('a@example.org')
 */
export function createContactRepository({ db }: { db: Kysely<Database> }): ContactRepository {
  const byId = (id: string) => db.selectFrom('contacts').selectAll().where('id', '=', id);
  return {
    async findById(id) {
      return (await byId(id).executeTakeFirst()) ?? null;
    },

    async findByEmail(email) {
      const row = await db
        .selectFrom('contacts')
        .selectAll()
        .where(sql`lower(email)`, '=', normalEmail(email))
        .executeTakeFirst();
      return row ?? null;
    },

    async create(contact) {
      return db.transaction().execute(async (trx) => {
        const row = await uniqueEmail(() =>
          trx
            .insertInto('contacts')
            .values({
              email: contact.email.trim(),
              firstname: contact.firstname ?? '',
              lastname: contact.lastname ?? '',
              vat_number: contact.vatNumber ?? '',
              password_hash: contact.passwordHash ?? null,
              is_reviewer: contact.isReviewer ?? false,
              mfa_secret: contact.mfaSecret ?? null,
            })
            .returningAll()
            .executeTakeFirstOrThrow(),
        );
        for (const role of contact.roles ?? []) {
          await trx.insertInto('contact_roles').values({ contact_id: row.id, role, date_added: new Date() }).execute();
        }
        return row;
      });
    },

    async findOrCreateGuest(guest) {
      const found = await this.findByEmail(guest.email);
      if (found) return found;
      // One statement, no transaction: a guest's first response should not wait on three round trips.
      const { rows } = await sql<ContactRow>`
        insert into contacts (email, firstname, lastname)
        values (${guest.email.trim()}, ${guest.firstname}, ${guest.lastname})
        on conflict ((lower(email))) do nothing
        returning *`.execute(db);
      const made = rows[0] ?? (await this.findByEmail(guest.email));
      if (!made) throw new Error('A guest contact was neither found nor made');
      return made;
    },

    async update(id, changes) {
      if (Object.keys(changes).length === 0) return (await byId(id).executeTakeFirst()) ?? null;
      const row = await uniqueEmail(() =>
        db.updateTable('contacts').set(changes).where('id', '=', id).returningAll().executeTakeFirst(),
      );
      return row ?? null;
    },

    roles(id) {
      return db.selectFrom('contact_roles').selectAll().where('contact_id', '=', id).orderBy('role').execute();
    },

    async activeRoles(id, now) {
      const rows = await db
        .selectFrom('contact_roles')
        .select('role')
        .where('contact_id', '=', id)
        .where('date_added', '<=', now)
        .where((eb) => eb.or([eb('date_expires', 'is', null), eb('date_expires', '>', now)]))
        .execute();
      return rows.map((row) => row.role);
    },

    putRole(id, role, dateAdded, dateExpires) {
      return db
        .insertInto('contact_roles')
        .values({ contact_id: id, role, date_added: dateAdded, date_expires: dateExpires })
        .onConflict((oc) =>
          oc.columns(['contact_id', 'role']).doUpdateSet({ date_added: dateAdded, date_expires: dateExpires }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async removeRole(id, role) {
      const result = await db
        .deleteFrom('contact_roles')
        .where('contact_id', '=', id)
        .where('role', '=', role)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async setPassword(id, passwordHash) {
      await db
        .updateTable('contacts')
        .set({ password_hash: passwordHash, failed_logins: 0, locked_at: null })
        .where('id', '=', id)
        .execute();
    },

    async unlock(id) {
      await db.updateTable('contacts').set({ failed_logins: 0, locked_at: null }).where('id', '=', id).execute();
    },

    async acceptTotpStep(id, step) {
      const result = await db
        .updateTable('contacts')
        .set({ mfa_last_step: step })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('mfa_last_step', 'is', null), eb('mfa_last_step', '<', step)]))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async setMfa(id, secret, step, recoveryCodeHashes = []) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('contacts')
          .set({ mfa_secret: secret, mfa_last_step: step })
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('mfa_recovery_codes').where('contact_id', '=', id).execute();
        if (recoveryCodeHashes.length > 0) {
          await trx
            .insertInto('mfa_recovery_codes')
            .values(recoveryCodeHashes.map((code_hash) => ({ contact_id: id, code_hash })))
            .execute();
        }
      });
    },

    async useRecoveryCode(id, code) {
      const unused = await db
        .selectFrom('mfa_recovery_codes')
        .select(['id', 'code_hash'])
        .where('contact_id', '=', id)
        .where('used_at', 'is', null)
        .execute();
      const match =
        unused[
          matchRecoveryCode(
            id,
            code,
            unused.map((row) => row.code_hash),
          )
        ];
      if (!match) return false;
      // The conditional write settles a race: of two requests with one code, one updates the row.
      const used = await db
        .updateTable('mfa_recovery_codes')
        .set({ used_at: sql<Date>`now()` })
        .where('id', '=', match.id)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return used !== undefined;
    },

    async reviewsAnyCallout(id) {
      const row = await db.selectFrom('callout_reviewers').select('id').where('contact_id', '=', id).executeTakeFirst();
      return row !== undefined;
    },
  };
}

/** Turns the unique-index violation on `lower(email)` into the catalogue's 409. */
async function uniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('duplicate-email');
    throw error;
  }
}
