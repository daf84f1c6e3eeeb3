-- The VAT number a member gave when joining where VAT applies (issue 15), normalised
-- (no spaces, dots or dashes; upper case); empty when none was given.
alter table contacts add column vat_number text not null default '';
