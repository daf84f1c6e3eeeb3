-- 2FA recovery codes: made when 2FA is turned on, shown to the contact once,
-- kept only as SHA-256 hashes (of the contact's id and the code). A code is
-- used by setting `used_at` where it is still null, so it works only once,
-- even under two requests at the same time. Turning 2FA off or on again
-- deletes the old codes.
create table mfa_recovery_codes (
  id uuid primary key default gen_random_uuid(),
  contact_id uuid not null references contacts (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz
);
create index mfa_recovery_codes_contact on mfa_recovery_codes (contact_id);
