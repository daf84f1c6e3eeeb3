import type { ContactImportRefusal, NewsletterStatus } from '@masthead/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../kernel/db/database.ts';
import type { ImportRow, RowContribution } from './import-row.ts';

/** A contact as the import compares it: the fields a file can give. */
export interface ExistingContact {
  id: string;
  key: string;
  firstname: string;
  lastname: string;
  telephone: string;
  notes: string;
  delivery_address: Record<string, string> | null;
  newsletter_status: string;
  newsletter_groups: string[];
  joined: Date;
  join_source: Record<string, unknown> | null;
  type: RowContribution['type'] | null;
  amount_cents: number | null;
  period: string | null;
  method: string | null;
  provider: string | null;
  customer_id: string | null;
  cancelled_at: Date | null;
  member_added: Date | null;
  member_expires: Date | null;
  is_member: boolean;
  /** Its tags' names, lowercased. */
  tags: string[];
}

/** The choices an import is made with (`POST contact-import`'s query). */
export interface ImportChoices {
  updateExisting: boolean;
  /** Added to every contact imported, new or updated. */
  tags: string[];
  /** New contacts whose row gives no status. */
  newsletter: NewsletterStatus;
  /** Each contact the import makes is sent an invitation (`import-invitations.ts`); absent in imports before it. */
  invite?: boolean;
}

/** What one contact gets: each part null when it stays as it is. */
export interface ContactWrite {
  contact: {
    firstname: string;
    lastname: string;
    telephone: string;
    notes: string;
    delivery_address: Record<string, string> | null;
    newsletter_status: string;
    newsletter_groups: string[];
    joined: string | null;
    join_source: Record<string, unknown> | null;
  } | null;
  contribution: (Omit<RowContribution, 'type'> & { type: 'Gift' | 'Manual' | 'None' }) | null;
  member: { added: string; expires: string | null } | null;
  /** Tag names to put on it (as the file spells them), beyond those it has. */
  tags: string[];
}

export type Decision =
  | { kind: 'new'; row: ImportRow; write: ContactWrite }
  | { kind: 'updated'; row: ImportRow; id: string; write: ContactWrite }
  | { kind: 'unchanged' | 'left'; row: ImportRow; id: string }
  | { kind: 'refused'; row: ImportRow; code: ContactImportRefusal; field: string | null };

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** The contacts rows may be: by email (ignoring case), and by provider customer id. */
export async function existingContacts(db: Kysely<Database>, rows: readonly ImportRow[]) {
  const keys = rows.map((row) => row.key);
  const customers = rows.flatMap((row) => (row.contribution?.customerId ? [row.contribution.customerId] : []));
  const byCustomer =
    customers.length === 0
      ? sql``
      : sql`union select contact_id from contributions
          where provider in ('stripe', 'gocardless', 'demo') and customer_id in (select jsonb_array_elements_text(${json(customers)}))`;
  const { rows: found } = await sql<ExistingContact>`
    select c.id, lower(c.email) as key, c.firstname, c.lastname, c.telephone, c.notes, c.delivery_address,
      c.newsletter_status, c.newsletter_groups, c.joined, c.join_source,
      cb.type, cb.amount_cents, cb.period, cb.method, cb.provider, cb.customer_id, cb.cancelled_at,
      r.date_added as member_added, r.date_expires as member_expires, r.contact_id is not null as is_member,
      coalesce((select array_agg(lower(t.name)) from contact_tag_assignments ta join contact_tags t on t.id = ta.tag_id
        where ta.contact_id = c.id), '{}') as tags
    from contacts c
    left join contributions cb on cb.contact_id = c.id
    left join contact_roles r on r.contact_id = c.id and r.role = 'member'
    where c.id in (select id from contacts where lower(email) in (select jsonb_array_elements_text(${json(keys)})) ${byCustomer})`.execute(
    db,
  );
  const byKey = new Map(found.map((contact) => [contact.key, contact]));
  const byCustomerId = new Map(
    found.flatMap((contact) => (contact.customer_id ? [[contact.customer_id, contact]] : [])),
  );
  return { byKey, byCustomerId };
}

/**
 * What a row does: a new contact, an update, nothing (unchanged, or
 * changes left out as the admin chose), or a refusal. Empty cells never
 * erase; lists (tags, groups) only grow; a running contribution is never
 * changed by a file.
 */
export function decide(
  row: ImportRow,
  found: Awaited<ReturnType<typeof existingContacts>>,
  choices: ImportChoices,
): Decision {
  const byEmail = found.byKey.get(row.key);
  const customerId = row.contribution?.customerId;
  const byCustomer = customerId ? found.byCustomerId.get(customerId) : undefined;
  if (byEmail && byCustomer && byEmail.id !== byCustomer.id) {
    return { kind: 'refused', row, code: 'conflicting-contact', field: null };
  }
  const existing = byEmail ?? byCustomer;
  const tags = [...new Map([...row.tags, ...choices.tags].map((tag) => [tag.toLowerCase(), tag])).values()];
  if (!existing) return { kind: 'new', row, write: newContact(row, tags, choices) };
  const contribution = contributionChange(row.contribution, existing);
  if (contribution === 'conflict') return { kind: 'refused', row, code: 'conflicting-contribution', field: null };
  const write: ContactWrite = {
    contact: contactChange(row, existing),
    contribution,
    member: memberChange(row, existing),
    tags: tags.filter((tag) => !existing.tags.includes(tag.toLowerCase())),
  };
  const changes = write.contact || write.contribution || write.member || write.tags.length > 0;
  if (!changes) return { kind: 'unchanged', row, id: existing.id };
  if (!choices.updateExisting) return { kind: 'left', row, id: existing.id };
  return { kind: 'updated', row, id: existing.id, write };
}

const storedContribution = (contribution: RowContribution): NonNullable<ContactWrite['contribution']> => ({
  ...contribution,
  // Masthead runs no subscription it has not adopted: until then it is a customer to look at (type None).
  type: contribution.type === 'Automatic' ? 'None' : contribution.type,
});

function newContact(row: ImportRow, tags: string[], choices: ImportChoices): ContactWrite {
  const address = compact(row.address);
  const joinSource = joinSourceOf(row, null);
  return {
    contact: {
      firstname: row.firstname ?? '',
      lastname: row.lastname ?? '',
      telephone: row.telephone ?? '',
      notes: row.notes ?? '',
      delivery_address: Object.keys(address).length > 0 ? address : null,
      newsletter_status: row.newsletterStatus ?? choices.newsletter,
      newsletter_groups: row.newsletterGroups,
      joined: row.joined?.toISOString() ?? null,
      join_source: joinSource,
    },
    contribution: row.contribution ? storedContribution(row.contribution) : null,
    member: row.member
      ? {
          added: (row.member.starts ?? row.joined ?? new Date()).toISOString(),
          expires: row.member.expires?.toISOString() ?? null,
        }
      : null,
    tags,
  };
}

function compact(object: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(object).filter((entry): entry is [string, string] => !!entry[1]));
}

function joinSourceOf(row: ImportRow, current: Record<string, unknown> | null): Record<string, unknown> | null {
  const hasParts = Object.keys(row.joinSource).length > 0 || Object.keys(row.utm).length > 0;
  if (!hasParts) return current;
  const utm = { ...((current?.utm as Record<string, unknown> | undefined) ?? {}), ...row.utm };
  return { ...(current ?? {}), ...row.joinSource, ...(Object.keys(utm).length > 0 ? { utm } : {}) };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, inner]) => [key, sorted(inner)]),
    );
  }
  return value;
}

function contactChange(row: ImportRow, existing: ExistingContact): ContactWrite['contact'] {
  const address = { ...(existing.delivery_address ?? {}), ...compact(row.address) };
  const groups = [...existing.newsletter_groups];
  for (const group of row.newsletterGroups) if (!groups.includes(group)) groups.push(group);
  const next = {
    firstname: row.firstname ?? existing.firstname,
    lastname: row.lastname ?? existing.lastname,
    telephone: row.telephone ?? existing.telephone,
    notes: row.notes ?? existing.notes,
    delivery_address: Object.keys(address).length > 0 ? address : null,
    newsletter_status: row.newsletterStatus ?? existing.newsletter_status,
    newsletter_groups: groups,
    joined: (row.joined ?? existing.joined).toISOString(),
    join_source: joinSourceOf(row, existing.join_source),
  };
  const same =
    next.firstname === existing.firstname &&
    next.lastname === existing.lastname &&
    next.telephone === existing.telephone &&
    next.notes === existing.notes &&
    sameJson(next.delivery_address, existing.delivery_address) &&
    next.newsletter_status === existing.newsletter_status &&
    groups.length === existing.newsletter_groups.length &&
    next.joined === existing.joined.toISOString() &&
    sameJson(next.join_source, existing.join_source);
  return same ? null : next;
}

/** A contribution running at a provider (not cancelled): only the same one may be named. */
function contributionChange(
  wanted: RowContribution | undefined,
  existing: ExistingContact,
): ContactWrite['contribution'] | 'conflict' {
  if (!wanted) return null;
  const running = existing.type === 'Automatic' && !existing.cancelled_at;
  const sameType = existing.type === wanted.type || (wanted.type === 'Automatic' && existing.type === 'None');
  const same =
    sameType &&
    (wanted.amountCents === null || existing.amount_cents === wanted.amountCents) &&
    (wanted.period === null || existing.period === wanted.period) &&
    (wanted.method === null || existing.method === wanted.method) &&
    (wanted.customerId === null || existing.customer_id === wanted.customerId);
  if (same) return null;
  // A contact with none, and a file saying None: nothing to record.
  if (existing.type === null && wanted.type === 'None' && !wanted.customerId) return null;
  if (running) return 'conflict';
  return storedContribution({
    ...wanted,
    amountCents: wanted.amountCents ?? existing.amount_cents,
    period: wanted.period ?? (existing.period as RowContribution['period']),
    method: wanted.method ?? existing.method,
    provider: wanted.customerId ? wanted.provider : existing.provider,
    customerId: wanted.customerId ?? existing.customer_id,
  });
}

function memberChange(row: ImportRow, existing: ExistingContact): ContactWrite['member'] {
  if (!row.member) return null;
  const added = row.member.starts ?? existing.member_added ?? row.joined ?? existing.joined;
  const expires = row.member.expires ?? (existing.is_member ? existing.member_expires : null);
  const same =
    existing.is_member &&
    existing.member_added?.getTime() === added.getTime() &&
    (existing.member_expires?.getTime() ?? null) === (expires?.getTime() ?? null);
  return same ? null : { added: added.toISOString(), expires: expires?.toISOString() ?? null };
}
