import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { formatter } from '@lingui/format-po';
import { defaultLocalesDir, loadEmailCatalogs } from './email-catalogs.ts';
import { emailSourceTexts } from './email-templates.ts';

test('en/email.po shows translators the English texts of the code', async () => {
  const content = await readFile(new URL('en/email.po', defaultLocalesDir), 'utf8');
  const catalog = await formatter().parse(content, { locale: 'en', sourceLocale: 'en', filename: 'en/email.po' });
  const stale = [...emailSourceTexts].filter(([id, text]) => catalog[id]?.translation !== text).map(([id]) => id);
  // `lingui extract` keeps an English msgstr once written: empty it, then extract again.
  assert.deepEqual(stale, [], 'clear these msgstr in locales/en/email.po and run npx lingui extract');
});

test('a message a catalog lacks comes from the next locale of the chain; a missing file reads as English', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'masthead-email-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  await mkdir(join(dir, 'de'));
  await writeFile(join(dir, 'de', 'email.po'), 'msgid "email.greeting"\nmsgstr "Guten Tag {name},"\n');
  const languages = await loadEmailCatalogs(pathToFileURL(`${dir}/`));

  const greet = (locale: string) => languages(locale).i18n._('email.greeting', { name: 'Ada' });
  assert.equal(greet('de'), 'Guten Tag Ada,');
  assert.equal(greet('de@easy'), 'Guten Tag Ada,');
  assert.equal(languages('de').i18n._('email.sign-off'), 'Best wishes,');
  assert.equal(greet('fr'), 'Hello Ada,');
  assert.equal(languages('fr').lang, 'en');
});
