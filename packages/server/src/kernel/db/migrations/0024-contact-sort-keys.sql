-- Contacts at 100,000 (issue 16, "Scale and speed"). The list sorts by
-- the member role's dates and the monthly contribution, which live in
-- other tables: ordered through a join, every page (and every deep page)
-- sorted all the contacts. A copy of those keys on the contact, kept by the
-- triggers below in the same statement as the change, lets an index hold
-- each order: a page reads its rows in order and stops, as for `joined`.
-- The copies are for ordering and filtering only; contact_roles and
-- contributions stay the record.
alter table contacts
  -- the member role's date_added and date_expires; null without a member role
  add column membership_starts timestamptz,
  add column membership_expires timestamptz,
  -- cents a month (an annual amount counts a twelfth); null without a
  -- contribution or with one of type None
  add column contribution_monthly_cents numeric;

create function contacts_sync_sort_keys(ids uuid[]) returns void
language plpgsql as $$
begin
  update contacts c
  set membership_starts = k.starts, membership_expires = k.expires, contribution_monthly_cents = k.monthly
  from (
    select i.id, mr.date_added as starts, mr.date_expires as expires,
      case when cb.type = 'None' then null
           when cb.period = 'annually' then cb.amount_cents / 12.0
           else cb.amount_cents::numeric end as monthly
    from (select distinct unnest(ids) as id) i
    left join contact_roles mr on mr.contact_id = i.id and mr.role = 'member'
    left join contributions cb on cb.contact_id = i.id
  ) k
  where c.id = k.id
    and (c.membership_starts, c.membership_expires, c.contribution_monthly_cents)
      is distinct from (k.starts, k.expires, k.monthly);
end
$$;

-- Statement triggers: a bulk insert of roles or contributions syncs its
-- contacts in one update. A contact deleted with its rows is already gone.
create function contacts_sort_keys_inserted() returns trigger language plpgsql as $$
begin
  perform contacts_sync_sort_keys(array(select contact_id from new_rows));
  return null;
end
$$;
create function contacts_sort_keys_deleted() returns trigger language plpgsql as $$
begin
  perform contacts_sync_sort_keys(array(select contact_id from old_rows));
  return null;
end
$$;
create function contacts_sort_keys_updated() returns trigger language plpgsql as $$
begin
  perform contacts_sync_sort_keys(array(select contact_id from old_rows union select contact_id from new_rows));
  return null;
end
$$;

create trigger contact_roles_sort_keys_insert after insert on contact_roles
  referencing new table as new_rows for each statement execute function contacts_sort_keys_inserted();
create trigger contact_roles_sort_keys_delete after delete on contact_roles
  referencing old table as old_rows for each statement execute function contacts_sort_keys_deleted();
create trigger contact_roles_sort_keys_update after update on contact_roles
  referencing old table as old_rows new table as new_rows
  for each statement execute function contacts_sort_keys_updated();
create trigger contributions_sort_keys_insert after insert on contributions
  referencing new table as new_rows for each statement execute function contacts_sort_keys_inserted();
create trigger contributions_sort_keys_delete after delete on contributions
  referencing old table as old_rows for each statement execute function contacts_sort_keys_deleted();
create trigger contributions_sort_keys_update after update on contributions
  referencing old table as old_rows new table as new_rows
  for each statement execute function contacts_sort_keys_updated();

-- Contacts that exist already.
select contacts_sync_sort_keys(array(
  select contact_id from contact_roles where role = 'member' union select contact_id from contributions));

-- Each order `GET contact` offers, in its usual direction (the other
-- direction sorts the contacts, without joins): ties by id, empty last.
create index contacts_lastname_id on contacts (nullif(lower(lastname), '') nulls last, id);
create index contacts_firstname_id on contacts (nullif(lower(firstname), '') nulls last, id);
create index contacts_membership_starts_id on contacts (membership_starts nulls last, id);
create index contacts_membership_expires_id on contacts (membership_expires nulls last, id);
create index contacts_contribution_monthly_id on contacts (contribution_monthly_cents desc nulls last, id);

-- Counting a search (every page's total, every segment's count) reads
-- these without the contacts' wide rows: whether the member role is in
-- force, from the copies by contact id; a contribution type's contacts in
-- id order, which merge with a tag's (contact_tag_assignments_tag).
create index contacts_membership on contacts (id) include (membership_starts, membership_expires);
create index contributions_type_contact on contributions (type, contact_id);
