import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { fallbackChain, localeCodes, readerErrorCatalogue, readerTexts } from '@masthead/core';

const root = join(import.meta.dirname, '../..');

/** Between a msgid and its msgctxt in readPo's keys: one msgid may stand in several contexts. */
const contextMark = '\u0004';
/** The key a compiled catalog holds a readPo entry under. */
const compiledKey = (key: string) => {
  const [id, context] = key.split(contextMark);
  return generateMessageId(id!, context);
};

/** msgid (with `\u0004` and its msgctxt where it has one) → msgstr of a Lingui PO catalog (continued lines joined, obsolete entries skipped). */
function readPo(locale: string, catalog: 'app' | 'email' | 'widgets' = 'app'): Map<string, string> {
  const text = readFileSync(join(root, 'locales', locale, `${catalog}.po`), 'utf8');
  const entries = new Map<string, string>();
  for (const block of text.split(/\n\s*\n/)) {
    if (/^#~/m.test(block)) continue;
    const field = (name: string) => {
      const found = new RegExp(`^${name} ((?:".*"\\n?)+)`, 'm').exec(block + '\n');
      return found
        ? [...found[1]!.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`)).join('')
        : null;
    };
    const id = field('msgid');
    const context = field('msgctxt');
    if (id) entries.set(context ? `${id}${contextMark}${context}` : id, field('msgstr') ?? '');
  }
  return entries;
}

/**
 * The names of `{name}` and `{name, plural|select …}`; the text of a plural
 * branch (`{Tag {tagName} …}`) is not one, and a language with more plural
 * forms repeats a name more often.
 */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\s*(\w+)\s*[},]/g)].map((m) => m[1]))].sort();
const source = readPo('en');
/** Every locale but the source: the system locales and the call-out-only ones (de@easy, el) alike are complete. */
const translatedLocales = localeCodes.filter((l) => l !== 'en');

test('the source catalog is not empty', () => {
  assert.ok(source.size > 20, `only ${source.size} messages`);
});

for (const locale of translatedLocales) {
  test(`${locale} translates every message of the interface`, () => {
    const catalog = readPo(locale);
    const missing = [...source.keys()].filter((id) => !catalog.get(id));
    assert.deepEqual(missing, [], `${locale} lacks ${missing.length} messages`);
  });

  test(`${locale} keeps every placeholder of the source`, () => {
    const catalog = readPo(locale);
    for (const [id, english] of source) {
      const translated = catalog.get(id);
      if (translated) assert.deepEqual(placeholders(translated), placeholders(english || id), `${locale}: ${id}`);
    }
  });
}

// The server's email catalog (packages/server/src/email): every locale writes every email itself.
const emailSource = readPo('en', 'email');

test('the email source catalog has every email text', () => {
  assert.ok(emailSource.size >= 17, `only ${emailSource.size} messages`);
  const untranslated = [...emailSource].filter(([, text]) => !text).map(([id]) => id);
  assert.deepEqual(untranslated, [], 'English texts without a msgstr');
});

for (const locale of translatedLocales) {
  test(`${locale} translates every message of the emails`, () => {
    const catalog = readPo(locale, 'email');
    const missing = [...emailSource.keys()].filter((id) => !catalog.get(id));
    assert.deepEqual(missing, [], `${locale} lacks ${missing.length} email messages`);
    for (const [id, english] of emailSource) {
      const translated = catalog.get(id);
      if (translated) assert.deepEqual(placeholders(translated), placeholders(english), `${locale}: ${id}`);
    }
  });
}

type Messages = Record<string, unknown>;
const compiled = async (locale: string, catalog: 'app' | 'widgets' = 'app') =>
  ((await import(join(root, 'locales', locale, `${catalog}.ts`))) as { messages: Messages }).messages;

/** Where de@easy has no text of its own it must read as de@informal (which falls back to de). */
async function assertEasyFallsBack(catalog: 'app' | 'widgets') {
  const english = await compiled('en', catalog);
  const [easy, informal] = [await compiled('de@easy', catalog), await compiled('de@informal', catalog)];
  // Compiled catalogs key messages without an explicit id by a hash of the source text.
  const ownEasy = new Set(
    [...readPo('de@easy', catalog)].filter(([, text]) => text).flatMap(([key]) => [key, compiledKey(key)]),
  );
  for (const key of Object.keys(english)) {
    if (!ownEasy.has(key)) assert.deepEqual(easy[key], informal[key], key);
  }
}

test('compiled catalogs resolve every message through the fallback chain', async () => {
  const english = await compiled('en');
  for (const locale of localeCodes) {
    const messages = await compiled(locale);
    assert.deepEqual(Object.keys(messages).sort(), Object.keys(english).sort(), locale);
  }
  assert.deepEqual(fallbackChain('de@easy'), ['de@easy', 'de@informal', 'de', 'en']);
  await assertEasyFallsBack('app');
});

// The widgets' own catalog (packages/forms and packages/elements): every locale translates it;
// de@easy writes simple German (and would read as de@informal where a text were missing).
const widgetsSource = readPo('en', 'widgets');

test('the widgets source catalog has the form renderer texts', () => {
  assert.ok(widgetsSource.size >= 40, `only ${widgetsSource.size} messages`);
  const explicit = [...widgetsSource].filter(([id, text]) => /^error\./.test(id) && !text).map(([id]) => id);
  assert.deepEqual(explicit, [], 'catalogue texts without their English msgstr');
});

test('every error text a widget shows is core’s own, in the widgets catalog', () => {
  for (const { id, message } of [
    ...Object.values(readerErrorCatalogue).map((e) => e.text),
    ...Object.values(readerTexts),
  ]) {
    assert.equal(widgetsSource.get(id), message, id);
  }
});

for (const locale of translatedLocales) {
  test(`${locale} translates every message of the widgets`, () => {
    const catalog = readPo(locale, 'widgets');
    const missing = [...widgetsSource.keys()].filter((id) => !catalog.get(id));
    assert.deepEqual(missing, [], `${locale} lacks ${missing.length} widget messages`);
    for (const [id, english] of widgetsSource) {
      const translated = catalog.get(id);
      if (translated) assert.deepEqual(placeholders(translated), placeholders(english || id), `${locale}: ${id}`);
    }
  });
}

test('de@easy keeps every placeholder of the widgets and falls back where it has no text', async () => {
  for (const [id, text] of readPo('de@easy', 'widgets')) {
    if (text) assert.deepEqual(placeholders(text), placeholders(widgetsSource.get(id) || id), id);
  }
  await assertEasyFallsBack('widgets');
});

test('compiled widgets catalogs have every message in every locale', async () => {
  const english = await compiled('en', 'widgets');
  for (const locale of localeCodes) {
    assert.deepEqual(Object.keys(await compiled(locale, 'widgets')).sort(), Object.keys(english).sort(), locale);
  }
});
