-- The other direction of each order `GET contact` offers, and the orders
-- 0022 and 0024 left without an index (email, last seen): ties by id and
-- empty values last in either direction, so a descending list cannot read
-- an ascending index backwards (that puts empties first and ties backwards).
-- With them every sort of the list, even of 100,000 contacts, reads its
-- page in order and stops, instead of sorting every contact (45-100 ms).
create index contacts_joined_asc_id on contacts (joined asc nulls last, id);
create index contacts_lastname_desc_id on contacts (nullif(lower(lastname), '') desc nulls last, id);
create index contacts_firstname_desc_id on contacts (nullif(lower(firstname), '') desc nulls last, id);
create index contacts_email_id on contacts (nullif(lower(email), '') nulls last, id);
create index contacts_email_desc_id on contacts (nullif(lower(email), '') desc nulls last, id);
create index contacts_last_seen_id on contacts (last_seen nulls last, id);
create index contacts_last_seen_desc_id on contacts (last_seen desc nulls last, id);
create index contacts_membership_starts_desc_id on contacts (membership_starts desc nulls last, id);
create index contacts_membership_expires_desc_id on contacts (membership_expires desc nulls last, id);
create index contacts_contribution_monthly_asc_id on contacts (contribution_monthly_cents asc nulls last, id);
