import { randomBytes, timingSafeEqual } from 'node:crypto';
import { apiBasePath, type NewsletterProviderName, type NewsletterSettings } from '@masthead/core';
import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';

/** The `newsletter_settings` table: one row (0027-jobs-and-newsletter.sql). */
export interface NewsletterSettingsTable {
  id: ColumnType<boolean, never, never>;
  provider: NewsletterProviderName;
  api_key: string;
  server_prefix: string;
  audience_id: string;
  double_opt_in: boolean;
  groups: ColumnType<StoredGroup[], string, string>;
  webhook_secret: string | null;
  updated_at: ColumnType<Date, never, Date>;
}

export interface StoredGroup {
  id: string;
  label: string;
  interestId: string;
}

export interface StoredNewsletterSettings {
  provider: NewsletterProviderName;
  apiKey: string;
  serverPrefix: string;
  audienceId: string;
  doubleOptIn: boolean;
  groups: StoredGroup[];
  webhookSecret: string | null;
}

export type NewsletterDatabase = Database & { newsletter_settings: NewsletterSettingsTable };
export const withNewsletter = (db: Kysely<Database>): Kysely<NewsletterDatabase> =>
  db.withTables<{ newsletter_settings: NewsletterSettingsTable }>();

export interface NewsletterSettingsRepository {
  get(): Promise<StoredNewsletterSettings>;
  /** Saves the settings; a provider set for the first time gets its webhook secret. */
  save(settings: Omit<StoredNewsletterSettings, 'webhookSecret'>): Promise<StoredNewsletterSettings>;
  /** Whether `secret` is the webhook's (in constant time); false while none is set. */
  isWebhookSecret(secret: string): Promise<boolean>;
}

export function createNewsletterSettingsRepository({
  db: plain,
}: {
  db: Kysely<Database>;
}): NewsletterSettingsRepository {
  const db = withNewsletter(plain);
  const get = async (): Promise<StoredNewsletterSettings> => {
    const row = await db.selectFrom('newsletter_settings').selectAll().executeTakeFirstOrThrow();
    return {
      provider: row.provider,
      apiKey: row.api_key,
      serverPrefix: row.server_prefix,
      audienceId: row.audience_id,
      doubleOptIn: row.double_opt_in,
      groups: row.groups,
      webhookSecret: row.webhook_secret,
    };
  };
  return {
    get,
    async save(settings) {
      const current = await get();
      await db
        .updateTable('newsletter_settings')
        .set({
          provider: settings.provider,
          api_key: settings.apiKey,
          server_prefix: settings.serverPrefix,
          audience_id: settings.audienceId,
          double_opt_in: settings.doubleOptIn,
          groups: JSON.stringify(settings.groups),
          webhook_secret:
            current.webhookSecret ?? (settings.provider === 'none' ? null : randomBytes(24).toString('base64url')),
          updated_at: new Date(),
        })
        .execute();
      return get();
    },
    async isWebhookSecret(secret) {
      const { webhookSecret, provider } = await get();
      if (!webhookSecret || provider === 'none') return false;
      const given = Buffer.from(secret);
      const known = Buffer.from(webhookSecret);
      return given.length === known.length && timingSafeEqual(given, known);
    },
  };
}

/** The settings as an admin sees them: the key masked, the webhook's address. */
export function settingsView(settings: StoredNewsletterSettings, siteUrl: string | null): NewsletterSettings {
  const path = `${apiBasePath}/newsletter/webhook/${settings.webhookSecret ?? ''}`;
  return {
    provider: settings.provider,
    apiKey: maskKey(settings.apiKey),
    serverPrefix: settings.serverPrefix,
    audienceId: settings.audienceId,
    doubleOptIn: settings.doubleOptIn,
    groups: settings.groups,
    webhookUrl: settings.webhookSecret ? (siteUrl ? new URL(path, siteUrl).toString() : path) : null,
  };
}

/** `••••••••1a2b-us21`: enough to recognise a key, not to use it (the data centre is no secret). */
export function maskKey(key: string): string {
  if (key === '') return '';
  const [secret = '', centre] = key.split('-');
  return `${'•'.repeat(8)}${secret.slice(-4)}${centre ? `-${centre}` : ''}`;
}
