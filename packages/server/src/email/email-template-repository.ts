import type { Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';

/** An admin's own subject and body of one email in one locale. */
export interface SavedEmailText {
  subject: string;
  body: string;
}

export interface EmailTemplateRepository {
  /** The saved text of `template` in `locale`, or null when the default applies. */
  find(template: string, locale: string): Promise<SavedEmailText | null>;
  /** Saves (or replaces) the text of `template` in `locale`. */
  save(template: string, locale: string, text: SavedEmailText): Promise<void>;
  /** Back to the default: removes the saved text; nothing happens when there is none. */
  remove(template: string, locale: string): Promise<void>;
}

/**
 * Admins' own email texts (`email_templates`, migration 0026), one row per
 * template and locale: no row, the translated default.
 * @example await createEmailTemplateRepository({db}).find('join-welcome', 'de')
 */
export function createEmailTemplateRepository({ db }: { db: Kysely<Database> }): EmailTemplateRepository {
  return {
    async find(template, locale) {
      const row = await db
        .selectFrom('email_templates')
        .select(['subject', 'body'])
        .where('template', '=', template)
        .where('locale', '=', locale)
        .executeTakeFirst();
      return row ?? null;
    },

    async save(template, locale, { subject, body }) {
      await db
        .insertInto('email_templates')
        .values({ template, locale, subject, body })
        .onConflict((conflict) =>
          conflict.columns(['template', 'locale']).doUpdateSet({ subject, body, updated_at: new Date() }),
        )
        .execute();
    },

    async remove(template, locale) {
      await db.deleteFrom('email_templates').where('template', '=', template).where('locale', '=', locale).execute();
    },
  };
}
