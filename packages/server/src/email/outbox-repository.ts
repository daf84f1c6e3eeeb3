import { sql, type Kysely, type Selectable } from 'kysely';
import { createBatchWriter } from '../db/batch-writer.ts';
import type { Database, OutboxTable } from '../db/database.ts';
import { paginate } from '../db/paginate.ts';

/** An email kept in the outbox, in the API's shape. */
export interface OutboxEmail {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  locale: string;
  /** ISO 8601, UTC. */
  createdAt: string;
}

export type NewOutboxEmail = Omit<OutboxEmail, 'id' | 'createdAt'>;

export interface OutboxRepository {
  add(email: NewOutboxEmail): Promise<OutboxEmail>;
  /** Newest first; ties (same instant) broken by id. */
  list(page: { limit: number; offset: number }): Promise<{ items: OutboxEmail[]; total: number }>;
  /** Null when there is no such email (or the id is not a uuid). */
  get(id: string): Promise<OutboxEmail | null>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The emails stored instead of sent when no SMTP server is configured.
 * @example await createOutboxRepository({db}).list({limit: 50, offset: 0})
 */
export function createOutboxRepository({ db }: { db: Kysely<Database> }): OutboxRepository {
  // Emails sent at the same moment (one per response, under load) share one insert.
  const add = createBatchWriter<NewOutboxEmail, OutboxEmail>({
    async write(_, emails) {
      const rows = await db
        .insertInto('outbox')
        .values(
          emails.map((email) => ({
            to_address: email.to,
            from_address: email.from,
            subject: email.subject,
            text: email.text,
            html: email.html,
            template: email.template,
            locale: email.locale,
            // Distinct and in order within one insert, for the newest-first list.
            created_at: sql<Date>`clock_timestamp()`,
          })),
        )
        .returningAll()
        .execute();
      // PostgreSQL returns inserted rows in the order of the values.
      return rows.map((row) => ({ ok: true, value: toEmail(row) }));
    },
  });
  return {
    add(email) {
      return add('', email);
    },

    async list({ limit, offset }) {
      const newestFirst = db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
      const { rows, total } = await paginate(newestFirst, { limit, offset });
      return { items: rows.map(toEmail), total };
    },

    async get(id) {
      // A malformed id would make PostgreSQL refuse the query; it is simply not found.
      if (!uuidPattern.test(id)) return null;
      const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toEmail(row) : null;
    },
  };
}

function toEmail(row: Selectable<OutboxTable>): OutboxEmail {
  return {
    id: row.id,
    to: row.to_address,
    from: row.from_address,
    subject: row.subject,
    text: row.text,
    html: row.html,
    template: row.template,
    locale: row.locale,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
