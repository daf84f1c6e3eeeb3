import { contactRoleNames, isEmail, newsletterStatuses, type ContactRoleName } from '@masthead/core';
import { sql } from 'kysely';
import { createContactRepository } from '../contacts/contact-repository.ts';
import { createContactTagRepository } from '../contacts/contact-tag-repository.ts';
import { createContributionRepository } from '../payments/contribution-repository.ts';
import { DomainError } from '../kernel/domain-error.ts';
import type { ImportContext } from './import-context.ts';
import { createImportIds, deleted, deletedReason } from './import-ids.ts';
import { countBrought, countKnown, skip } from './import-report.ts';
import { dateOf, type SourceContact, type SourceContribution, type SourceTag } from './source-shapes.ts';

/**
 * Contact tags (`GET contact-tags`, a bare array; an instance without them
 * answers 404), by name: a tag of the same name here (ignoring case) is the
 * same tag. Answers source tag id → local tag id.
 */
export async function importContactTags(context: ImportContext): Promise<Map<string, string>> {
  const { source, ids, report, db } = context;
  const tags = createContactTagRepository({ db });
  const localIds = new Map<string, string>();
  const sent = (await source.getOptional<SourceTag[]>('contact-tags')) ?? [];
  const byName = new Map((await tags.list()).map((tag) => [tag.name.toLowerCase(), tag.id]));
  for (const tag of sent) {
    const mapped = await ids.find('contact-tag', tag.id);
    if (mapped === deleted) {
      skip(report, 'contact-tag', tag.id, deletedReason);
      continue;
    }
    const known = mapped ?? byName.get(tag.name.toLowerCase()) ?? null;
    if (known) {
      localIds.set(tag.id, known);
      await ids.remember('contact-tag', tag.id, known);
      countKnown(report, 'contact-tag');
      continue;
    }
    if (!tag.name || tag.name.length > 100) {
      skip(report, 'contact-tag', tag.id, 'a tag name must have 1 to 100 characters');
      continue;
    }
    const made = await tags.create({ name: tag.name, description: tag.description ?? '' });
    byName.set(made.name.toLowerCase(), made.id);
    localIds.set(tag.id, made.id);
    await ids.remember('contact-tag', tag.id, made.id);
    countBrought(report, 'contact-tag');
  }
  return localIds;
}

const roleNames = new Set<string>(contactRoleNames);
const statuses = new Set<string>(newsletterStatuses);
const periods = new Set(['monthly', 'annually']);

/**
 * Contacts with their profile, roles, contribution and tags
 * (`GET contact?with=profile&with=roles&with=contribution&with=tags`). A
 * contact imported before, or one whose email is already here (ignoring
 * case), is left as it is: the import never overwrites what this site
 * holds. Answers source contact id → local contact id.
 */
export async function importContacts(
  context: ImportContext,
  tagIds: Map<string, string>,
): Promise<Map<string, string>> {
  const { source, ids, report, db } = context;
  const contactIds = new Map<string, string>();
  const contacts = createContactRepository({ db });
  let superadmins = 0;
  let automatic = 0;
  for await (const page of source.pages<SourceContact>('contact', {
    with: ['profile', 'roles', 'contribution', 'tags'],
    sort: 'joined',
    order: 'ASC',
  })) {
    const imported = await ids.findMany(
      'contact',
      page.map(({ id }) => id),
    );
    for (const contact of page) {
      const known = imported.get(contact.id);
      if (known === deleted) {
        skip(report, 'contact', contact.id, deletedReason);
        continue;
      }
      if (known) {
        contactIds.set(contact.id, known);
        countKnown(report, 'contact');
        continue;
      }
      const email = (contact.email ?? '').trim();
      if (!isEmail(email)) {
        skip(report, 'contact', contact.id, 'no valid email address');
        continue;
      }
      const existing = await contacts.findByEmail(email);
      if (existing) {
        // Someone who signed up here already: kept as they are, found again by the next run.
        contactIds.set(contact.id, existing.id);
        await ids.remember('contact', contact.id, existing.id);
        countKnown(report, 'contact');
        continue;
      }
      const written = await writeContact(context, contact, email, tagIds);
      if (!written.ok) {
        skip(report, 'contact', contact.id, written.reason);
        continue;
      }
      if (written.superadmin) superadmins += 1;
      if (written.automatic) automatic += 1;
      contactIds.set(contact.id, written.id);
      countBrought(report, 'contact');
    }
  }
  if (superadmins > 0) {
    report.notes.push(
      `${superadmins} superadmin(s) came as admins: superadmins are made here with create-admin or by a superadmin`,
    );
  }
  if (automatic > 0) {
    report.notes.push(
      `${automatic} contribution(s) running at a payment provider came with their amount and period but without their ` +
        "subscription (beabee's API does not show provider customer ids): adopting them is a separate step " +
        '(POST contribution-adoption, after a contact import with the provider customer ids)',
    );
  }
  return contactIds;
}

type Written = { ok: true; id: string; superadmin: boolean; automatic: boolean } | { ok: false; reason: string };

/** One contact, its roles, contribution and tags, in one transaction. */
async function writeContact(
  context: ImportContext,
  contact: SourceContact,
  email: string,
  tagIds: Map<string, string>,
): Promise<Written> {
  const profile = contact.profile ?? {};
  const roles = (contact.roles ?? []).filter((role) => roleNames.has(role.role));
  const superadmin = roles.some((role) => role.role === 'superadmin');
  const contribution = contributionOf(contact.contribution ?? null);
  try {
    return await context.db.transaction().execute(async (trx) => {
      // Contacts arriving from another system are not pushed to the newsletter provider (as the contact import).
      await sql`select set_config('masthead.newsletter_source', 'provider', true)`.execute(trx);
      const status =
        profile.newsletterStatus && statuses.has(profile.newsletterStatus) ? profile.newsletterStatus : 'none';
      const address = profile.deliveryAddress;
      // One insert in this transaction (the repository's create opens its own): a clash is someone who signed up meanwhile.
      const made = await trx
        .insertInto('contacts')
        .values({
          email,
          firstname: (contact.firstname ?? '').slice(0, 200),
          lastname: (contact.lastname ?? '').slice(0, 200),
          joined: dateOf(contact.joined) ?? context.now(),
          last_seen: dateOf(contact.lastSeen),
          telephone: profile.telephone ?? '',
          preferred_contact: profile.preferredContact ?? '',
          delivery_opt_in: profile.deliveryOptIn === true,
          delivery_address: address
            ? JSON.stringify({
                line1: address.line1 ?? '',
                line2: address.line2 ?? '',
                city: address.city ?? '',
                postcode: address.postcode ?? '',
              })
            : null,
          newsletter_status: status,
          newsletter_groups: JSON.stringify((profile.newsletterGroups ?? []).filter((g) => typeof g === 'string')),
          notes: profile.notes ?? '',
          description: profile.description ?? '',
        })
        .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!made) return { ok: false as const, reason: 'a contact with this email was made here meanwhile' };
      const contacts = createContactRepository({ db: trx });
      for (const role of roles) {
        const name: ContactRoleName = role.role === 'superadmin' ? 'admin' : (role.role as ContactRoleName);
        await contacts.putRole(made.id, name, dateOf(role.dateAdded) ?? context.now(), dateOf(role.dateExpires));
      }
      if (contribution) await createContributionRepository({ db: trx }).save(made.id, contribution);
      await putTags(trx, made.id, contact, tagIds);
      // The mapping commits with the contact (and on PGlite's one connection, through the transaction).
      await createImportIds(trx).remember('contact', contact.id, made.id);
      return { ok: true as const, id: made.id, superadmin, automatic: contact.contribution?.type === 'Automatic' };
    });
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, reason: `refused here (${error.code})` };
    throw error;
  }
}

/**
 * A contribution as the contact import stores it: `Automatic` becomes type
 * `None` with its amount, period and method (Masthead runs no subscription
 * it has not adopted); `Manual` keeps its source and reference; `Gift` stays.
 */
function contributionOf(given: SourceContribution | null) {
  if (!given?.type || given.type === 'None') return null;
  const amountCents = typeof given.amount === 'number' && given.amount > 0 ? Math.round(given.amount * 100) : null;
  const period = given.period && periods.has(given.period) ? (given.period as 'monthly' | 'annually') : null;
  const cancelled = dateOf(given.cancellationDate);
  if (given.type === 'Manual') {
    return {
      type: 'Manual' as const,
      amount_cents: amountCents,
      period,
      manual_source: given.paymentSource?.source ?? '',
      manual_reference: given.paymentSource?.reference ?? '',
      cancelled_at: cancelled,
    };
  }
  if (given.type === 'Gift')
    return { type: 'Gift' as const, amount_cents: amountCents, period, cancelled_at: cancelled };
  if (given.type === 'Automatic') {
    return {
      type: 'None' as const,
      amount_cents: amountCents,
      period,
      method: given.paymentSource?.method ?? null,
      cancelled_at: cancelled,
    };
  }
  return null;
}

/** The contact's tags: Masthead's tag ids (mapped), or beabee's names in the profile (made when missing). */
async function putTags(
  trx: ImportContext['db'],
  contactId: string,
  contact: SourceContact,
  tagIds: Map<string, string>,
): Promise<void> {
  const local: string[] = [];
  const names: string[] = [...(contact.profile?.tags ?? [])];
  for (const tag of contact.tags ?? []) {
    const id = typeof tag === 'string' ? tag : tag.id;
    const mapped = id ? tagIds.get(id) : undefined;
    if (mapped) local.push(mapped);
    else if (typeof tag === 'string') names.push(tag);
    else if (tag.name) names.push(tag.name);
  }
  const wanted = names.filter((name) => typeof name === 'string' && name.length > 0 && name.length <= 100);
  if (wanted.length > 0) {
    await sql`
      insert into contact_tags (name)
      select n from jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb) as n
      on conflict ((lower(name))) do nothing`.execute(trx);
    const { rows } = await sql<{ id: string }>`
      select id from contact_tags
      where lower(name) in (select lower(n) from jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb) as n)`.execute(
      trx,
    );
    local.push(...rows.map(({ id }) => id));
  }
  if (local.length === 0) return;
  await sql`
    insert into contact_tag_assignments (contact_id, tag_id)
    select ${contactId}, t::uuid from jsonb_array_elements_text(${JSON.stringify([...new Set(local)])}::jsonb) as t
    on conflict do nothing`.execute(trx);
}
