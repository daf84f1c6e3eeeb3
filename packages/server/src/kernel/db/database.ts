import type {
  ContactRoleName,
  FormSchema,
  OutboxStatus,
  ResponseViewSchema,
  SlideNavigationTexts,
} from '@masthead/core';
import type { ColumnType, Generated } from 'kysely';

/**
 * The tables Kysely knows about, one interface per table. A migration that
 * adds or changes a table updates this file in the same change.
 */
// Tables a module owns are typed beside it and added with `withTables`: jobs (kernel/jobs/job-queue.ts), newsletter_settings (newsletter/newsletter-settings.ts).
export interface Database {
  account_links: AccountLinksTable;
  answer_passes: AnswerPassesTable;
  beabee_import_ids: BeabeeImportIdsTable;
  contributions: ContributionsTable;
  payments: PaymentsTable;
  payment_flows: PaymentFlowsTable;
  join_flows: JoinFlowsTable;
  payment_events: PaymentEventsTable;
  payment_reconciliations: PaymentReconciliationsTable;
  api_keys: ApiKeysTable;
  callout_response_comments: CalloutResponseCommentsTable;
  callout_response_tags: CalloutResponseTagsTable;
  callout_responses: CalloutResponsesTable;
  callout_reviewers: CalloutReviewersTable;
  callout_tags: CalloutTagsTable;
  callout_variants: CalloutVariantsTable;
  callouts: CalloutsTable;
  captcha_solutions: CaptchaSolutionsTable;
  contact_roles: ContactRolesTable;
  contacts: ContactsTable;
  content: ContentTable;
  demo_customers: DemoCustomersTable;
  demo_events: DemoEventsTable;
  demo_flows: DemoFlowsTable;
  demo_payment_methods: DemoPaymentMethodsTable;
  demo_payments: DemoPaymentsTable;
  demo_subscriptions: DemoSubscriptionsTable;
  outbox: OutboxTable;
  email_templates: EmailTemplatesTable;
  schema_migrations: SchemaMigrationsTable;
  server_secrets: ServerSecretsTable;
  sessions: SessionsTable;
  rate_limits: RateLimitsTable;
  login_backoff: LoginBackoffTable;
  callout_response_versions: CalloutResponseVersionsTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  uploads: UploadsTable;
  contact_tags: ContactTagsTable;
  contact_tag_assignments: ContactTagAssignmentsTable;
  segments: SegmentsTable;
  notices: NoticesTable;
}

/** Settings documents by section name (`general`, `join`, …), stored as jsonb. */
export interface ContentTable {
  name: string;
  // Drivers parse jsonb on the way out; on the way in we pass JSON text so
  // that pg and PGlite serialise it the same way.
  data: ColumnType<Record<string, unknown>, string, string>;
  updated_at: ColumnType<Date, never, Date | string>;
}

/** Which local row each source row of a beabee import became (0045-beabee-import-ids.sql). */
export interface BeabeeImportIdsTable {
  kind: string;
  source_id: string;
  local_id: string;
  imported_at: Generated<Date>;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: Generated<Date>;
}

/** Timestamps: read as Date, written as Date or ISO text. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface DeliveryAddress {
  line1: string;
  line2: string;
  city: string;
  postcode: string;
}

export interface ContactsTable {
  id: Generated<string>;
  email: string;
  firstname: Generated<string>;
  lastname: Generated<string>;
  joined: Generated<Date>;
  last_seen: NullableTimestamp;
  telephone: Generated<string>;
  preferred_contact: Generated<string>;
  delivery_opt_in: Generated<boolean>;
  delivery_address: ColumnType<DeliveryAddress | null, string | null | undefined, string | null>;
  newsletter_status: Generated<string>;
  newsletter_groups: ColumnType<string[], string | undefined, string>;
  notes: Generated<string>;
  description: Generated<string>;
  /** Normalised; empty when none was given (0025-contact-vat-number.sql). */
  vat_number: Generated<string>;
  is_reviewer: Generated<boolean>;
  /** The interface language the contact chose; null until they choose (0010-contact-locale.sql). */
  locale: string | null;
  password_hash: string | null;
  failed_logins: Generated<number>;
  locked_at: NullableTimestamp;
  mfa_secret: string | null;
  // bigint comes back as a string from pg
  mfa_last_step: ColumnType<string | number | null, number | null | undefined, number | null>;
  /** Where the contact came from when they joined (0019-join-flows.sql). */
  join_source: NullableJson<Record<string, unknown>>;
  /** Copies for sorting and filtering, kept by triggers from contact_roles and contributions (0024-contact-sort-keys.sql). */
  membership_starts: ColumnType<Date | null, never, never>;
  membership_expires: ColumnType<Date | null, never, never>;
  /** numeric: text from pg */
  contribution_monthly_cents: ColumnType<string | number | null, never, never>;
}

export interface ContactRolesTable {
  contact_id: string;
  role: ContactRoleName;
  date_added: Timestamp;
  date_expires: NullableTimestamp;
}

export interface SessionsTable {
  token_hash: string;
  contact_id: string;
  created_at: Generated<Date>;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface AccountLinksTable {
  id_hash: string;
  kind: 'reset-password' | 'reset-device' | 'set-password' | 'login-link' | 'change-email';
  contact_id: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  /** `change-email`: the address the link confirms. */
  new_email: string | null;
}

/** Call-out-scoped passes a member hands a widget on another origin (0015-answer-passes.sql). */
export interface AnswerPassesTable {
  token_hash: string;
  contact_id: string;
  session_hash: string;
  callout_id: string;
  origin: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

/** 2FA recovery codes, as hashes; `used_at` is set once, when the code is used. */
export interface MfaRecoveryCodesTable {
  id: Generated<string>;
  contact_id: string;
  code_hash: string;
  used_at: NullableTimestamp;
}

export interface ApiKeysTable {
  id: Generated<string>;
  description: string;
  token_hash: string;
  creator_id: string | null;
  created_at: Generated<Date>;
  expires_at: NullableTimestamp;
}

/** Every email: kept without SMTP (0003), else the send queue (0032, email/README.md); 0033 its key. */
export interface OutboxTable {
  id: Generated<string>;
  to_address: string;
  from_address: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  locale: string;
  created_at: Generated<Date>;
  /** 0032-email-queue.sql: `kept` (no SMTP), `queued`, `sending`, `sent`, `failed`. */
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  // 0038-email-send-jobs.sql: a `queued` or `sending` row has its `send-email` job; these columns follow it.
  attempts: Generated<number>;
  run_at: NullableTimestamp;
  locked_until: NullableTimestamp;
  last_error: string | null;
  sent_at: NullableTimestamp;
  content_language: string | null;
  /** 0033-outbox-dedupe-key.sql: one email per key (a response's emails, whatever the job's runs); unique. */
  dedupe_key: string | null;
}

/** An admin's own subject and body of an email for one locale (0026-email-templates.sql). */
export interface EmailTemplatesTable {
  template: string;
  locale: string;
  subject: string;
  body: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** jsonb in, parsed out: written as JSON text so that pg and PGlite serialise it alike. */
type Json<T> = ColumnType<T, string | undefined, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

/** Call-outs (0004). Status is derived from `starts` and `expires`. */
export interface CalloutsTable {
  id: Generated<string>;
  slug: string;
  image: Generated<string>;
  starts: NullableTimestamp;
  expires: NullableTimestamp;
  opened_at: NullableTimestamp;
  access: ColumnType<'member' | 'guest' | 'anonymous' | 'only-anonymous', string | undefined, string>;
  captcha: ColumnType<'none' | 'guest' | 'all', string | undefined, string>;
  allow_update: Generated<boolean>;
  allow_multiple: Generated<boolean>;
  hidden: Generated<boolean>;
  show_on_dashboard: Generated<boolean>;
  /** Checked by core's `validateFormSchema` on every write. */
  form_schema: Json<FormSchema>;
  newsletter_schema: NullableJson<Record<string, unknown>>;
  response_view_schema: NullableJson<ResponseViewSchema>;
  last_response_number: Generated<number>;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A call-out's texts in one locale; `name` is 'default' or a locale code. */
export interface CalloutVariantsTable {
  callout_id: string;
  name: string;
  title: string;
  excerpt: Generated<string>;
  intro: Generated<string>;
  thanks_title: Generated<string>;
  thanks_text: Generated<string>;
  thanks_redirect: string | null;
  share_title: string | null;
  share_description: string | null;
  component_text: Json<Record<string, string>>;
  slide_navigation: Json<Record<string, SlideNavigationTexts>>;
}

export interface CalloutReviewersTable {
  id: Generated<string>;
  callout_id: string;
  contact_id: string;
  can_edit: Generated<boolean>;
  created_at: Generated<Date>;
}

/** Tags reviewers put on a call-out's responses; names unique per call-out, ignoring case. */
export interface CalloutTagsTable {
  id: Generated<string>;
  callout_id: string;
  name: string;
  description: Generated<string>;
  created_at: Generated<Date>;
}

/** One reader's answers to a call-out, numbered 1, 2, 3 … per call-out. */
export interface CalloutResponsesTable {
  id: Generated<string>;
  callout_id: string;
  number: number;
  contact_id: string | null;
  guest_name: string | null;
  guest_email: string | null;
  answers: Json<Record<string, Record<string, unknown>>>;
  /** '' is the inbox. */
  bucket: ColumnType<'' | 'verified' | 'trash', string | undefined, string>;
  assignee_id: string | null;
  newsletter: NullableJson<{ optIn: boolean; groups: string[] }>;
  idempotency_key: string | null;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CalloutResponseTagsTable {
  response_id: string;
  tag_id: string;
}

export interface CalloutResponseCommentsTable {
  id: Generated<string>;
  response_id: string;
  contact_id: string | null;
  text: string;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** An uploaded image or document; the files are in `<uploads dir>/<id>/`. */
export interface UploadsTable {
  id: string;
  kind: 'image' | 'document';
  mime_type: string;
  stored_name: string;
  filename: string;
  hash: string;
  size: number;
  contact_id: string | null;
  ip: string;
  created_at: Timestamp;
  attached_at: NullableTimestamp;
}

/** One fixed window of a rate limit (`upload-ip:…`, `reset-email:…`, …; 0006, renamed in 0008). */
export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

/**
 * Login tries per account email and source, or per IP (`email:<email>|<block>`,
 * `ip:<block>`), and how long the next one waits (0008, per source since 0036).
 */
export interface LoginBackoffTable {
  key: string;
  /** The account email of an `email:` key, normalised (0036); null for `ip:` keys. */
  email: string | null;
  tries: number;
  last_try_at: Timestamp;
  blocked_until: Timestamp;
}

/** Secrets the app servers share, e.g. the captcha HMAC key when CAPTCHA_HMAC_KEY is unset (0007). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

/** SHA-256 of each accepted captcha challenge until it expires: a solution works once (0007). */
export interface CaptchaSolutionsTable {
  hash: string;
  expires_at: Timestamp;
}

/** A call-out's list version, bumped by triggers on every write its lists can see (0013-response-list-speed.sql). */
export interface CalloutResponseVersionsTable {
  callout_id: string;
  version: Generated<string>;
}

/** One contribution per contact (0017-contributions.sql); amounts in cents. */
export interface ContributionsTable {
  contact_id: string;
  type: 'Automatic' | 'Gift' | 'Manual' | 'None';
  amount_cents: number | null;
  next_amount_cents: number | null;
  next_period: 'monthly' | 'annually' | null;
  period: 'monthly' | 'annually' | null;
  pay_fee: Generated<boolean>;
  method: string | null;
  provider: string | null;
  customer_id: string | null;
  payment_method_id: string | null;
  subscription_id: string | null;
  payment_source: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  renewal_date: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  manual_source: string | null;
  manual_reference: string | null;
  failing_since: NullableTimestamp;
  updated_at: Generated<Date>;
}

/** Every payment a provider reported, once per provider payment id. */
export interface PaymentsTable {
  id: Generated<string>;
  contact_id: string | null;
  provider: string;
  provider_payment_id: string;
  subscription_id: string | null;
  amount_cents: number;
  status: 'draft' | 'pending' | 'successful' | 'failed' | 'cancelled';
  charge_date: Timestamp;
  period_end: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A started contribution or payment-method change, until completed. */
export interface PaymentFlowsTable {
  id: Generated<string>;
  contact_id: string;
  purpose: 'contribution' | 'payment-method';
  provider: string;
  method: string;
  provider_flow_id: string;
  request: ColumnType<Record<string, unknown>, string, string>;
  created_at: Generated<Date>;
  completed_at: NullableTimestamp;
}

/** Provider events already applied. */
export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  received_at: Generated<Date>;
  /** Why the event was not applied (0034): malformed, or a payment in another currency; null: applied. */
  rejected_reason: string | null;
}

/** The demo payment provider's checkouts (0016-demo-payments.sql); `id` is the provider flow id. */
export interface DemoFlowsTable {
  id: string;
  flow_id: string;
  method: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  description: string | null;
  complete_url: string;
  status: ColumnType<'open' | 'succeeded' | 'failed', 'open' | 'succeeded' | 'failed' | undefined>;
  decided_at: NullableTimestamp;
  customer_id: string | null;
  payment_method_id: string | null;
  created_at: Generated<Date>;
}

export interface DemoCustomersTable {
  id: string;
  email: string;
  name: Generated<string>;
  created_at: Generated<Date>;
}

/** `source` is a paymentSource (docs/product/api.md, "Shapes worth knowing"); `declines` fails every charge to it. */
export interface DemoPaymentMethodsTable {
  id: string;
  customer_id: string;
  method: string;
  source: ColumnType<Record<string, unknown>, string, string>;
  declines: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface DemoSubscriptionsTable {
  id: string;
  flow_id: string;
  customer_id: string;
  payment_method_id: string;
  contact_id: string | null;
  amount_cents: number;
  period: 'monthly' | 'annually';
  next_amount_cents: number | null;
  next_period: 'monthly' | 'annually' | null;
  renewal_date: Timestamp;
  status: ColumnType<'active' | 'cancelled', 'active' | 'cancelled' | undefined>;
  cancelled_at: NullableTimestamp;
  last_update_flow_id: string | null;
  created_at: Generated<Date>;
}

/** Every demo charge, once per `charge_key`. */
export interface DemoPaymentsTable {
  id: string;
  charge_key: string;
  kind: 'renewal' | 'proration' | 'one-off';
  customer_id: string;
  subscription_id: string | null;
  payment_method_id: string;
  amount_cents: number;
  currency: string;
  status: 'draft' | 'pending' | 'successful' | 'failed' | 'cancelled';
  description: string | null;
  charge_date: Timestamp;
  period_end: NullableTimestamp;
  created_at: Generated<Date>;
}

/** The demo's webhooks: events written with their change, delivered to Masthead after it. */
export interface DemoEventsTable {
  id: string;
  // bigserial comes back as a string from pg
  seq: ColumnType<string, never, never>;
  event: ColumnType<Record<string, unknown>, string, never>;
  created_at: Generated<Date>;
  delivered_at: NullableTimestamp;
}

/** What a reconciliation with a provider found and fixed for a contact (0018-payment-reconciliations.sql). */
export interface PaymentReconciliationsTable {
  id: Generated<string>;
  contact_id: string;
  run_at: Generated<Date>;
  findings: ColumnType<unknown, string, string>;
}

/** A reader's way from the join form to a member (0019-join-flows.sql). */
export interface JoinFlowsTable {
  id: Generated<string>;
  email: string;
  login_url: string;
  set_password_url: string;
  confirm_url: string;
  payment_flow_id: string | null;
  contribution: NullableJson<{ amount: number; period: 'monthly' | 'annually'; payFee: boolean; prorate: boolean }>;
  method: string | null;
  provider: string | null;
  provider_flow_id: string | null;
  payment: NullableJson<Record<string, unknown>>;
  firstname: Generated<string>;
  lastname: Generated<string>;
  vat_number: Generated<string>;
  source: NullableJson<Record<string, unknown>>;
  completed_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
  contact_id: string | null;
  created_at: Generated<Date>;
}

/** Tags admins put on contacts, names unique ignoring case (0020-contact-tags-segments-notices.sql). */
export interface ContactTagsTable {
  id: Generated<string>;
  name: string;
  description: Generated<string>;
  created_at: Generated<Date>;
}

export interface ContactTagAssignmentsTable {
  contact_id: string;
  tag_id: string;
}

/** A saved contact search (0020). */
export interface SegmentsTable {
  id: Generated<string>;
  name: string;
  description: Generated<string>;
  /** A rule group over the contact fields; written as JSON text. */
  rule_group: ColumnType<unknown, string, string>;
  sort_order: Generated<number>;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A notice for members, its status derived from its dates (0020). */
export interface NoticesTable {
  id: Generated<string>;
  name: string;
  text: Generated<string>;
  button_text: Generated<string>;
  url: Generated<string>;
  starts: NullableTimestamp;
  expires: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
