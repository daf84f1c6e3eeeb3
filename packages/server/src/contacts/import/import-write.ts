import { sql, type Kysely } from 'kysely';
import type { Database } from '../../kernel/db/database.ts';
import type { ContactWrite, Decision } from './import-plan.ts';

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * Writes one batch's decisions in the caller's transaction, a statement per
 * kind of write (contacts added, contacts changed, contributions, member
 * roles, tags): a batch of a thousand rows is a handful of round trips.
 * New contacts whose address was taken meanwhile (another import, a signup)
 * are left out, as unchanged; the ids of the contacts added are returned.
 */
export async function writeDecisions(trx: Kysely<Database>, decisions: readonly Decision[]): Promise<string[]> {
  // Contacts arriving from another system are not pushed to the newsletter provider (no provider email):
  // newsletter/README.md, and this folder's README.
  await sql`select set_config('masthead.newsletter_source', 'provider', true)`.execute(trx);
  const made = decisions.filter((d): d is Extract<Decision, { kind: 'new' }> => d.kind === 'new');
  const changed = decisions.filter((d): d is Extract<Decision, { kind: 'updated' }> => d.kind === 'updated');
  const ids = new Map<string, string>();
  if (made.length > 0) {
    const rows = made.map(({ row, write }) => ({ email: row.email, ...write.contact }));
    const { rows: inserted } = await sql<{ id: string; key: string }>`
      insert into contacts (email, firstname, lastname, telephone, notes, delivery_address, newsletter_status,
        newsletter_groups, joined, join_source)
      select r.email, r.firstname, r.lastname, r.telephone, r.notes, r.delivery_address, r.newsletter_status,
        r.newsletter_groups, coalesce(r.joined, now()), r.join_source
      from jsonb_to_recordset(${json(rows)}) as r(email text, firstname text, lastname text, telephone text,
        notes text, delivery_address jsonb, newsletter_status text, newsletter_groups jsonb, joined timestamptz,
        join_source jsonb)
      on conflict ((lower(email))) do nothing
      returning id, lower(email) as key`.execute(trx);
    for (const { id, key } of inserted) ids.set(key, id);
  }
  const writes: { id: string; write: ContactWrite }[] = [
    ...made.flatMap(({ row, write }) => {
      const id = ids.get(row.key);
      return id ? [{ id, write: { ...write, contact: null } }] : [];
    }),
    ...changed.map(({ id, write }) => ({ id, write })),
  ];
  await updateContacts(trx, changed);
  await putContributions(trx, writes);
  await putMembers(trx, writes);
  await putTags(trx, writes);
  return [...ids.values()];
}

async function updateContacts(trx: Kysely<Database>, changed: readonly Extract<Decision, { kind: 'updated' }>[]) {
  const rows = changed.flatMap(({ id, write }) => (write.contact ? [{ id, ...write.contact }] : []));
  if (rows.length === 0) return;
  await sql`
    update contacts c set firstname = r.firstname, lastname = r.lastname, telephone = r.telephone, notes = r.notes,
      delivery_address = r.delivery_address, newsletter_status = r.newsletter_status,
      newsletter_groups = r.newsletter_groups, joined = r.joined, join_source = r.join_source
    from jsonb_to_recordset(${json(rows)}) as r(id uuid, firstname text, lastname text, telephone text, notes text,
      delivery_address jsonb, newsletter_status text, newsletter_groups jsonb, joined timestamptz, join_source jsonb)
    where c.id = r.id`.execute(trx);
}

async function putContributions(trx: Kysely<Database>, writes: readonly { id: string; write: ContactWrite }[]) {
  const rows = writes.flatMap(({ id, write: { contribution: c } }) =>
    c
      ? [
          {
            ...{ contact_id: id, type: c.type, amount_cents: c.amountCents, period: c.period, method: c.method },
            ...{ provider: c.provider, customer_id: c.customerId },
          },
        ]
      : [],
  );
  if (rows.length === 0) return;
  await sql`
    insert into contributions (contact_id, type, amount_cents, period, method, provider, customer_id)
    select r.contact_id, r.type, r.amount_cents, r.period, r.method, r.provider, r.customer_id
    from jsonb_to_recordset(${json(rows)}) as r(contact_id uuid, type text, amount_cents integer, period text,
      method text, provider text, customer_id text)
    on conflict (contact_id) do update set type = excluded.type, amount_cents = excluded.amount_cents,
      period = excluded.period, method = excluded.method, provider = excluded.provider,
      customer_id = excluded.customer_id, updated_at = now()`.execute(trx);
}

async function putMembers(trx: Kysely<Database>, writes: readonly { id: string; write: ContactWrite }[]) {
  const rows = writes.flatMap(({ id, write: { member } }) =>
    member ? [{ contact_id: id, added: member.added, expires: member.expires }] : [],
  );
  if (rows.length === 0) return;
  await sql`
    insert into contact_roles (contact_id, role, date_added, date_expires)
    select r.contact_id, 'member', r.added, r.expires
    from jsonb_to_recordset(${json(rows)}) as r(contact_id uuid, added timestamptz, expires timestamptz)
    on conflict (contact_id, role) do update set date_added = excluded.date_added,
      date_expires = excluded.date_expires`.execute(trx);
}

/** Tags by name, ignoring case: made when none has the name, then put on the contacts. */
async function putTags(trx: Kysely<Database>, writes: readonly { id: string; write: ContactWrite }[]) {
  const pairs = writes.flatMap(({ id, write }) => write.tags.map((name) => ({ contact_id: id, name })));
  if (pairs.length === 0) return;
  const names = [...new Map(pairs.map(({ name }) => [name.toLowerCase(), name])).values()];
  await sql`
    insert into contact_tags (name)
    select n from jsonb_array_elements_text(${json(names)}) as n
    on conflict ((lower(name))) do nothing`.execute(trx);
  await sql`
    insert into contact_tag_assignments (contact_id, tag_id)
    select p.contact_id, t.id
    from jsonb_to_recordset(${json(pairs)}) as p(contact_id uuid, name text)
    join contact_tags t on lower(t.name) = lower(p.name)
    on conflict do nothing`.execute(trx);
}

/** Of `names`, those no tag has yet (ignoring case), as the file spells them: what the import will make. */
export async function missingTags(db: Kysely<Database>, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const { rows } = await sql<{ key: string }>`
    select lower(name) as key from contact_tags
    where lower(name) in (select lower(n) from jsonb_array_elements_text(${json(names)}) as n)`.execute(db);
  const known = new Set(rows.map(({ key }) => key));
  return names.filter((name) => !known.has(name.toLowerCase()));
}
