-- beabee import (issue 34, beabee-import/): which local row each row of the
-- source instance became, so that running the import again finds it and
-- makes no duplicate. `kind` names the table (contact, callout, response …);
-- no foreign key: a local row deleted since (an erased contact) keeps its
-- mapping, so a later run knows not to bring it back.
create table beabee_import_ids (
  kind text not null,
  source_id text not null,
  local_id uuid not null,
  imported_at timestamptz not null default now(),
  primary key (kind, source_id)
);
