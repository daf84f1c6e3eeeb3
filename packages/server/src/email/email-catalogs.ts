import { readFile } from 'node:fs/promises';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { defaultLocale, fallbackChain, findLocale, localeCodes } from '@masthead/core';
import { emailSourceTexts } from './email-templates.ts';

/** The repository's `locales/` folder, four levels above this file. */
export const defaultLocalesDir = new URL('../../../../locales/', import.meta.url);

/** One locale's email texts, with the fallbacks of the locale table already applied. */
export interface EmailLanguage {
  /** The locale code the email is written for (`en` for unknown codes). */
  code: string;
  /** The BCP 47 tag of the language the texts are actually in (`el` reads English: `en`). */
  lang: string;
  i18n: I18n;
}

/** Finds the language for any locale code; unknown codes get English. */
export type EmailLanguages = (locale: string) => EmailLanguage;

/**
 * Reads `locales/<locale>/email.po` of every locale but English (whose
 * texts are the source in email-templates.ts) and compiles them with
 * Lingui. A message a locale lacks is taken from the next locale of its
 * fallback chain (de@easy → de@informal → de → en), so every language has
 * every message.
 * @example (await loadEmailCatalogs())('de@easy').i18n._('email.greeting', {name: 'Ada'})
 */
export async function loadEmailCatalogs(localesDir: URL = defaultLocalesDir): Promise<EmailLanguages> {
  const translations = new Map<string, ReadonlyMap<string, string>>();
  for (const code of localeCodes) {
    // English is the source: taken from the code, so a changed text needs no extract to take effect.
    translations.set(code, code === defaultLocale ? emailSourceTexts : await readCatalog(localesDir, code));
  }

  const languages = new Map<string, EmailLanguage>();
  for (const code of localeCodes) {
    const chain = fallbackChain(code);
    const messages: Messages = {};
    for (const step of [...chain].reverse()) {
      for (const [id, text] of translations.get(step) ?? []) messages[id] = compileMessage(text);
    }
    // The language the reader gets is that of the first locale that has texts of its own.
    const speaks = chain.find((step) => (translations.get(step)?.size ?? 0) > 0) ?? defaultLocale;
    const lang = findLocale(speaks)?.baseLocale ?? defaultLocale;
    const i18n = setupI18n({ locale: code, locales: [lang], messages: { [code]: messages } });
    languages.set(code, { code, lang, i18n });
  }
  const fallback = languages.get(defaultLocale) as EmailLanguage;
  return (locale) => languages.get(locale) ?? fallback;
}

/**
 * `loadEmailCatalogs` on first use, kept after: a broken catalog fails that
 * use and is read again on the next.
 * @example const languages = lazyEmailCatalogs(); (await languages())('de')
 */
export function lazyEmailCatalogs(localesDir?: URL): () => Promise<EmailLanguages> {
  let languages: Promise<EmailLanguages> | null = null;
  return () => {
    languages ??= loadEmailCatalogs(localesDir).catch((error: unknown) => {
      languages = null;
      throw error;
    });
    return languages;
  };
}

/** id → translation of one catalog, without empty and obsolete entries; empty when the file is absent. */
async function readCatalog(localesDir: URL, code: string): Promise<Map<string, string>> {
  let content: string;
  try {
    content = await readFile(new URL(`${code}/email.po`, localesDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  // Every email message has an explicit id: a msgid is an id even where a
  // PO editor dropped the `js-lingui-explicit-id` comment.
  const catalog = await formatter({ explicitIdAsDefault: true }).parse(content, {
    locale: code,
    sourceLocale: defaultLocale,
    filename: `${code}/email.po`,
  });
  const texts = new Map<string, string>();
  for (const [id, entry] of Object.entries(catalog)) {
    if (entry.translation && !entry.obsolete) texts.set(id, entry.translation);
  }
  return texts;
}
