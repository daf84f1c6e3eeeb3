-- A verified provider event Masthead did not apply (a body off the provider's
-- schema, a payment in another currency) is recorded with the reason, so a
-- redelivery stops at once and an admin can find it. Null: applied.
alter table payment_events add column rejected_reason text;
