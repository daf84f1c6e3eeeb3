-- The contact list at 100,000 contacts (issue 16): its default order is the
-- newest first (`joined desc nulls last, id`), so a page, even a deep one,
-- reads this index in order and stops instead of sorting every contact.
create index contacts_joined_id on contacts (joined desc nulls last, id);
