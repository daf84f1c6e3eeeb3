-- Contacts at 1,000,000 (issue 33).
--
-- Every bulk change leaves out the contacts above the caller (an active
-- superadmin role, decision 44), and `activePermission` asks who holds a
-- role. By contact id first, the primary key could not find a role's few
-- holders: each such read went through all the role rows (50 ms at 700,000
-- member roles). By role, it reads only them.
create index contact_roles_role on contact_roles (role, contact_id);

-- The name and email orders (0024, 0029) sort by an expression of the
-- column. PostgreSQL reads a page from such an index alone only when the
-- column itself is in it: without it, a deep page (offset 500,000) fetched
-- every contact it skipped from the table, 1 s; with it, 60-80 ms. The same
-- orders, rebuilt with the column included.
drop index contacts_lastname_id, contacts_lastname_desc_id, contacts_firstname_id, contacts_firstname_desc_id,
  contacts_email_id, contacts_email_desc_id;
create index contacts_lastname_id on contacts (nullif(lower(lastname), '') nulls last, id) include (lastname);
create index contacts_lastname_desc_id on contacts (nullif(lower(lastname), '') desc nulls last, id) include (lastname);
create index contacts_firstname_id on contacts (nullif(lower(firstname), '') nulls last, id) include (firstname);
create index contacts_firstname_desc_id on contacts (nullif(lower(firstname), '') desc nulls last, id)
  include (firstname);
create index contacts_email_id on contacts (nullif(lower(email), '') nulls last, id) include (email);
create index contacts_email_desc_id on contacts (nullif(lower(email), '') desc nulls last, id) include (email);
