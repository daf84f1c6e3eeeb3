import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../kernel/db/database.ts';

/**
 * One part of `contact.json`: rows of one table about the contact, with the
 * columns a person may read. Secrets (password hash, 2FA secret, token and
 * link hashes, ids that work as keys) are never selected.
 */
interface Section {
  key: string;
  /** `table.column` references to contacts this section covers (the export test checks every one is). */
  covers: string[];
  query: (id: string, email: string) => RawBuilder<unknown>;
}

const rowsOf =
  (table: string, column: string, columns: string[], order: string): Section['query'] =>
  (id) =>
    sql`select ${sql.raw(columns.join(', '))} from ${sql.table(table)} where ${sql.ref(column)} = ${id} order by ${sql.raw(order)}`;

/** Every section of the export but the contact's own row, in the order of `contact.json`. */
export const contactSections: Section[] = [
  {
    key: 'roles',
    covers: ['contact_roles.contact_id'],
    query: rowsOf('contact_roles', 'contact_id', ['role', 'date_added', 'date_expires'], 'role'),
  },
  {
    key: 'tags',
    covers: ['contact_tag_assignments.contact_id'],
    query: (id) => sql`select t.id, t.name, t.description from contact_tag_assignments a
      join contact_tags t on t.id = a.tag_id where a.contact_id = ${id} order by t.name`,
  },
  {
    key: 'contribution',
    covers: ['contributions.contact_id'],
    query: rowsOf('contributions', 'contact_id', ['*'], 'contact_id'),
  },
  {
    key: 'payments',
    covers: ['payments.contact_id'],
    query: rowsOf('payments', 'contact_id', ['*'], 'charge_date, id'),
  },
  {
    key: 'paymentFlows',
    covers: ['payment_flows.contact_id'],
    query: rowsOf(
      'payment_flows',
      'contact_id',
      ['purpose', 'provider', 'method', 'provider_flow_id', 'request', 'created_at', 'completed_at'],
      'created_at',
    ),
  },
  {
    key: 'paymentReconciliations',
    covers: ['payment_reconciliations.contact_id'],
    query: rowsOf('payment_reconciliations', 'contact_id', ['id', 'run_at', 'findings'], 'run_at, id'),
  },
  {
    key: 'joinFlows',
    covers: ['join_flows.contact_id'],
    // Also those begun with their address before they were a contact. The id is the confirmation link's secret.
    query: (id, email) => sql`select email, login_url, set_password_url, confirm_url, contribution, method, provider,
        provider_flow_id, payment, firstname, lastname, vat_number, source, completed_at, confirmed_at, created_at
      from join_flows where contact_id = ${id} or lower(email) = lower(${email}) order by created_at`,
  },
  {
    key: 'responses',
    covers: ['callout_responses.contact_id'],
    query: (id) => sql`select r.id, r.callout_id, c.slug as callout_slug, r.number, r.guest_name, r.guest_email,
        r.answers, r.bucket, r.newsletter, r.created_at, r.updated_at
      from callout_responses r join callouts c on c.id = r.callout_id where r.contact_id = ${id}
      order by r.created_at, r.id`,
  },
  {
    key: 'responsesAssigned',
    covers: ['callout_responses.assignee_id'],
    query: rowsOf('callout_responses', 'assignee_id', ['id', 'callout_id', 'number'], 'created_at, id'),
  },
  {
    key: 'commentsWritten',
    covers: ['callout_response_comments.contact_id'],
    query: rowsOf(
      'callout_response_comments',
      'contact_id',
      ['id', 'response_id', 'text', 'created_at', 'updated_at'],
      'created_at, id',
    ),
  },
  {
    key: 'reviewerOf',
    covers: ['callout_reviewers.contact_id'],
    query: rowsOf('callout_reviewers', 'contact_id', ['callout_id', 'can_edit', 'created_at'], 'created_at'),
  },
  {
    key: 'uploads',
    covers: ['uploads.contact_id'],
    query: rowsOf(
      'uploads',
      'contact_id',
      ['id', 'kind', 'mime_type', 'stored_name', 'filename', 'hash', 'size', 'ip', 'created_at', 'attached_at'],
      'created_at, id',
    ),
  },
  {
    key: 'sessions',
    covers: ['sessions.contact_id'],
    query: rowsOf('sessions', 'contact_id', ['created_at', 'last_seen_at', 'expires_at'], 'created_at'),
  },
  {
    key: 'answerPasses',
    covers: ['answer_passes.contact_id'],
    query: rowsOf('answer_passes', 'contact_id', ['callout_id', 'origin', 'created_at', 'expires_at'], 'created_at'),
  },
  {
    key: 'accountLinks',
    covers: ['account_links.contact_id'],
    // Reset, login and email-change links (with the new address asked for), without their ids.
    query: rowsOf(
      'account_links',
      'contact_id',
      ['kind', 'new_email', 'created_at', 'expires_at', 'used_at'],
      'created_at',
    ),
  },
  {
    key: 'recoveryCodes',
    covers: ['mfa_recovery_codes.contact_id'],
    query: rowsOf('mfa_recovery_codes', 'contact_id', ['used_at'], 'used_at nulls first'),
  },
  {
    key: 'apiKeys',
    covers: ['api_keys.creator_id'],
    query: rowsOf('api_keys', 'creator_id', ['id', 'description', 'created_at', 'expires_at'], 'created_at'),
  },
  {
    key: 'contributionAdoptions',
    covers: ['contribution_adoptions.contact_id'],
    // What was adopted from the provider for them, or why not (payments/adoption/).
    query: rowsOf(
      'contribution_adoptions',
      'contact_id',
      [
        'id',
        'provider',
        'customer_id',
        'state',
        'reason',
        'subscription_id',
        'amount_cents',
        'currency',
        'period',
        'next_charge',
        'import_id',
        'created_at',
      ],
      'created_at, id',
    ),
  },
  {
    key: 'contributionAdoptionRuns',
    covers: ['contribution_adoption_runs.created_by'],
    // The adoption runs an admin started: when and how far.
    query: rowsOf(
      'contribution_adoption_runs',
      'created_by',
      ['id', 'import_id', 'state', 'eligible', 'done', 'adopted', 'refused', 'created_at', 'finished_at'],
      'created_at',
    ),
  },
  {
    key: 'contactImports',
    covers: ['contact_imports.created_by'],
    // The imports an admin ran: when and how far, not the files (they are about other people).
    query: rowsOf(
      'contact_imports',
      'created_by',
      ['id', 'state', 'total', 'done', 'counts', 'created_at', 'finished_at'],
      'created_at',
    ),
  },
  {
    key: 'emails',
    covers: [],
    // The outbox keeps emails unsent without SMTP; it knows the address, not the contact.
    query: (_id, email) => sql`select id, to_address, from_address, subject, text, html, template, locale, created_at
      from outbox where lower(to_address) = lower(${email})
        or right(lower(to_address), length(${email}) + 2) = '<' || lower(${email}) || '>'
      order by created_at, id`,
  },
];

/** The contact's own row, without the password hash and 2FA secret (whether they are set instead). */
const profileQuery = (id: string) => sql`select id, email, firstname, lastname, joined, last_seen, telephone,
    preferred_contact, delivery_opt_in, delivery_address, newsletter_status, newsletter_groups, notes, description,
    vat_number, is_reviewer, locale, join_source, failed_logins, locked_at, membership_starts, membership_expires,
    contribution_monthly_cents, password_hash is not null as has_password, mfa_secret is not null as mfa_enabled
  from contacts where id = ${id}`;

export interface ContactData {
  contact: Record<string, unknown>;
  [section: string]: unknown;
}

/**
 * What Masthead holds about one contact, as plain JSON values: their row,
 * then each section's rows (`contribution` is one row or null). Keys are
 * camelCase; values are as PostgreSQL writes them in JSON (dates ISO 8601).
 * Null for a contact that does not exist. One read-only transaction, so
 * the sections agree with each other.
 */
export async function readContactData(db: Kysely<Database>, id: string): Promise<ContactData | null> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const [contact] = await jsonRows(trx, profileQuery(id));
      if (!contact) return null;
      const data: ContactData = { contact };
      for (const section of contactSections) {
        const rows = await jsonRows(trx, section.query(id, String(contact.email)));
        data[section.key] = section.key === 'contribution' ? (rows[0] ?? null) : rows;
      }
      return data;
    });
}

async function jsonRows(db: Kysely<Database>, query: RawBuilder<unknown>): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<{ rows: string }>`select coalesce(json_agg(row_to_json(x)), '[]')::text as rows
    from (${query}) x`.execute(db);
  const parsed = JSON.parse(rows[0]?.rows ?? '[]') as Record<string, unknown>[];
  return parsed.map(camelKeys);
}

/** `{created_at: …}` → `{createdAt: …}`; nested values (answers, JSON columns) stay as stored. */
export function camelKeys(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), value]),
  );
}
