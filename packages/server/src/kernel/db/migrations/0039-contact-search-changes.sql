-- Contacts at 1,000,000 (issue 33). Counting a search reads every contact
-- it matches: twenty segments' live counts took 0.6 s at 100,000 contacts,
-- the total of a list page half its time. The server keeps a count it has
-- taken for a short while (contacts/contact-count-cache.ts) and uses it
-- again only while this number has not moved: every statement that writes
-- what a contact search reads moves it, in the writing transaction, so a
-- count is never reused across a change committed before it was asked for.
-- A sequence, not a row: nextval takes no lock and is never rolled back,
-- so writers do not queue on it (a rolled-back write only costs a recount).
create sequence contact_search_changes;
select nextval('contact_search_changes');

create function contact_search_changed() returns trigger language plpgsql as $$
begin
  perform nextval('contact_search_changes');
  return null;
end
$$;

-- The contact's columns a rule reads (contact-rules.ts), the copied sort
-- keys included. last_seen is left out: a login moves it once a minute,
-- and a search on lastSeen is counted every time instead.
create trigger contacts_search_changed after insert or delete or truncate on contacts
  for each statement execute function contact_search_changed();
create trigger contacts_search_changed_update
  after update of id, email, firstname, lastname, joined, delivery_opt_in, is_reviewer, password_hash,
    newsletter_status, newsletter_groups, join_source, membership_starts, membership_expires,
    contribution_monthly_cents
  on contacts for each statement execute function contact_search_changed();
create trigger contributions_search_changed after insert or update or delete or truncate on contributions
  for each statement execute function contact_search_changed();
create trigger contact_roles_search_changed after insert or update or delete or truncate on contact_roles
  for each statement execute function contact_search_changed();
create trigger contact_tag_assignments_search_changed
  after insert or update or delete or truncate on contact_tag_assignments
  for each statement execute function contact_search_changed();
