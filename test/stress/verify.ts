// What must hold after a stress run, read from the database itself: each
// submission stored exactly once with the id its client was given, numbers
// 1..N without gaps, and no row missing a part that was sent with it.
import { canonicalJson } from '@masthead/core';
import type pg from 'pg';
import type { Acknowledged } from './clients.ts';
import type { PlannedSubmission } from './plan.ts';

interface StoredRow {
  id: string;
  number: number;
  idempotency_key: string | null;
  answers: unknown;
  guest_name: string | null;
  guest_email: string | null;
  contact_id: string | null;
  contact_email: string | null;
  contact_firstname: string | null;
  contact_lastname: string | null;
  newsletter: unknown;
}

/** Collects violations by kind, keeping the first few examples of each. */
function violations() {
  const found = new Map<string, { count: number; examples: string[] }>();
  return {
    add(kind: string, example: string) {
      const entry = found.get(kind) ?? { count: 0, examples: [] };
      entry.count += 1;
      if (entry.examples.length < 5) entry.examples.push(example);
      found.set(kind, entry);
    },
    lines: () => [...found].map(([kind, { count, examples }]) => `${kind}: ${count} (e.g. ${examples.join('; ')})`),
  };
}

/**
 * Reads every response of the call-out with its contact and checks it against
 * what was planned and acknowledged. Resolves with one line per kind of
 * violation (none: the run kept its data).
 * @example const problems = await verifyStored(pool, calloutId, submissions, acks)
 */
export async function verifyStored(
  pool: pg.Pool,
  calloutId: string,
  submissions: PlannedSubmission[],
  acks: Acknowledged[],
): Promise<string[]> {
  const found = violations();
  const { rows } = await pool.query<StoredRow>(
    `select r.id, r.number, r.idempotency_key, r.answers, r.guest_name, r.guest_email, r.contact_id, r.newsletter,
       c.email as contact_email, c.firstname as contact_firstname, c.lastname as contact_lastname
     from callout_responses r left join contacts c on c.id = r.contact_id
     where r.callout_id = $1 order by r.number`,
    [calloutId],
  );
  const byKey = new Map<string, StoredRow>();
  for (const row of rows) {
    if (row.idempotency_key === null) found.add('row without its key', row.id);
    else if (byKey.has(row.idempotency_key)) found.add('key stored twice', row.idempotency_key);
    else byKey.set(row.idempotency_key, row);
  }
  if (rows.length !== submissions.length) found.add('rows stored', `${rows.length} for ${submissions.length} keys`);

  // Numbers: exactly 1..N, and the call-out's counter at N.
  rows.forEach((row, index) => {
    if (row.number !== index + 1) found.add('numbers not 1..N', `#${index + 1} is ${row.number}`);
  });
  const counter = await pool.query<{ last: number }>(
    'select last_response_number as last from callouts where id = $1',
    [calloutId],
  );
  if (counter.rows[0]?.last !== rows.length)
    found.add('call-out counter', `last_response_number ${counter.rows[0]?.last} for ${rows.length} rows`);

  for (const submission of submissions) {
    const row = byKey.get(submission.key);
    if (!row) found.add('key not stored', submission.key);
    else checkRow(row, submission, found.add);
  }
  const planned = new Set(submissions.map((s) => s.key));
  for (const key of byKey.keys()) if (!planned.has(key)) found.add('row nobody sent', key);

  for (const ack of acks) {
    const row = byKey.get(ack.key);
    if (row && row.id !== ack.id) found.add('acknowledged id differs', `${ack.key}: ${ack.id} vs ${row.id}`);
    if (ack.status === 200 && ack.failures.length === 0)
      found.add('first try answered as a retry', `${ack.key} (200 on its only try)`);
  }
  await checkContacts(pool, submissions, found.add);
  return found.lines();
}

/** The row holds what was sent with its key, whole. */
function checkRow(row: StoredRow, sent: PlannedSubmission, add: (kind: string, example: string) => void) {
  if (canonicalJson(row.answers) !== canonicalJson(sent.answers)) add('answers differ from those sent', sent.key);
  if (row.newsletter !== null) add('newsletter nobody sent', sent.key);
  if (sent.guest) {
    const name = `${sent.guest.firstname} ${sent.guest.lastname}`;
    if (row.guest_name !== name || row.guest_email !== sent.guest.email) add('guest details', sent.key);
    if (row.contact_id === null) add("guest's contact missing", sent.key);
    else if (
      row.contact_email !== sent.guest.email ||
      row.contact_firstname !== sent.guest.firstname ||
      row.contact_lastname !== sent.guest.lastname
    )
      add("guest's contact differs", `${sent.key}: ${row.contact_email}`);
  } else if (row.contact_id !== null || row.guest_name !== null || row.guest_email !== null) {
    add('API key response with a contact or guest details', sent.key);
  }
}

/** A guest's contact is made in the response's statement: one each, none without its response. */
async function checkContacts(
  pool: pg.Pool,
  submissions: PlannedSubmission[],
  add: (kind: string, example: string) => void,
) {
  const emails = submissions.flatMap((s) => (s.guest ? [s.guest.email] : []));
  const { rows } = await pool.query<{ email: string; responses: number }>(
    `select c.email, (select count(*)::int from callout_responses r where r.contact_id = c.id) as responses
     from contacts c where c.email = any($1::text[])`,
    [emails],
  );
  if (rows.length !== emails.length) add("guests' contacts", `${rows.length} contacts for ${emails.length} guests`);
  for (const row of rows) if (row.responses !== 1) add('contact with other than one response', row.email);
}

/**
 * Every submission committed but unanswered at a kill (its answer dropped)
 * was answered on retry with the response already stored: a 200, never a
 * second 201. At least one such case must have happened, or the run did not
 * test what it is for.
 * @example const problems = verifyRetries(crashes.flatMap((c) => c.abandoned), acks)
 */
export function verifyRetries(abandonedKeys: string[], acks: Acknowledged[]): string[] {
  if (abandonedKeys.length === 0)
    return ['no submission was committed and still unanswered at a kill: the retry of one was never tried'];
  const byKey = new Map(acks.map((ack) => [ack.key, ack]));
  return abandonedKeys.flatMap((key) => {
    const ack = byKey.get(key);
    return ack?.status === 200
      ? []
      : [`${key} was committed before the kill, but its retry was answered ${ack?.status}`];
  });
}

/**
 * The emails of the responses, after the run: each guest response has its
 * confirmation in the outbox exactly once. Jobs a killed server had claimed
 * are taken over once their one-minute lease ends (`responseEmailsLeaseMs`),
 * so this waits up to `waitMs` for every job to be done; resolves with the
 * violations and how long the last jobs took to drain.
 * @example const {problems, drainedMs} = await verifyConfirmations(pool, calloutId, 120_000)
 */
export async function verifyConfirmations(
  pool: pg.Pool,
  calloutId: string,
  waitMs: number,
): Promise<{ problems: string[]; drainedMs: number }> {
  const jobsLeft = async () =>
    (
      await pool.query<{ open: number; failed: number }>(
        `select count(*) filter (where state in ('pending', 'running'))::int as open,
           count(*) filter (where state = 'failed')::int as failed
         from jobs where kind = 'response-emails'`,
      )
    ).rows[0]!;
  const began = Date.now();
  let left = await jobsLeft();
  for (; left.open > 0 && Date.now() - began < waitMs; left = await jobsLeft())
    await new Promise((resolve) => setTimeout(resolve, 500));
  const found = violations();
  if (left.open > 0) found.add('email jobs not done', `${left.open} after ${waitMs / 1000} s`);
  if (left.failed > 0) found.add('email jobs failed', `${left.failed}`);
  const { rows } = await pool.query<{ id: string; emails: number }>(
    `select r.id,
       (select count(*)::int from outbox o where o.dedupe_key = 'response:' || r.id || ':confirmation') as emails
     from callout_responses r where r.callout_id = $1 and r.guest_email is not null`,
    [calloutId],
  );
  for (const row of rows) {
    if (row.emails > 1) found.add('confirmation queued twice', row.id);
    else if (row.emails === 0) found.add('confirmation lost', row.id);
  }
  return { problems: found.lines(), drainedMs: Date.now() - began };
}
