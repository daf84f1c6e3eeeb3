// `npm run bench`: the figures the issues ask for, printed as a table.
// Sizes come from the last build; times are measured here and now. The
// PostgreSQL parts need DATABASE_URL or the local server (postgres.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../e2e/harness.ts';
import { benchContacts } from './contacts.ts';
import { benchContactImport } from './contact-import.ts';
import { benchCsvExport } from './csv-export.ts';
import { benchPublicReads } from './reads.ts';
import { benchEmbed } from './embed.ts';
import { findPostgres } from './postgres.ts';
import { benchResponseSubmission } from './responses.ts';
import { benchResponsesTable } from './responses-table.ts';
import { benchStartup } from './startup.ts';
import { benchWebhookStorm } from './webhook-storm.ts';
import { printTransferSizes } from './transfer-sizes.ts';
import { screens } from './screens.ts';

const sizesFile = join(root, 'dist/sizes.json');
if (!existsSync(sizesFile)) {
  const { build } = await import('../../scripts/build.mjs');
  await build({ quiet: true });
}
const sizes = JSON.parse(readFileSync(sizesFile, 'utf8')) as {
  bundle: string;
  file: string;
  gzip: number;
  entry: boolean;
}[];
console.log('Bundle sizes (gzip, from the last build)');
for (const row of sizes)
  console.log(
    `  ${row.bundle.padEnd(8)} ${row.file.padEnd(44)} ${(row.gzip / 1024).toFixed(1).padStart(7)} KB${row.entry ? '  (entry)' : ''}`,
  );
printTransferSizes();

// `npm run bench -- responses csv` runs only the named parts (startup embed responses csv responses-table reads webhooks contacts import; screens only by name).
const only = process.argv.slice(2);
const wanted = (part: string) => only.length === 0 || only.includes(part);

const started = Date.now();
if (wanted('startup')) await benchStartup();
if (wanted('embed')) await benchEmbed();
// Screenshots only when asked for by name (`npm run bench -- screens`).
if (only.includes('screens')) await screens();

if (['responses', 'csv', 'responses-table', 'reads', 'webhooks', 'contacts', 'import'].some(wanted)) {
  const postgres = await findPostgres();
  if ('skipped' in postgres) {
    console.log(
      `\nResponse submission, CSV export, responses table, public reads, the webhook storm, contacts and the contact import: skipped, they need PostgreSQL: ${postgres.skipped}`,
    );
  } else {
    if (wanted('responses')) await benchResponseSubmission(postgres.url);
    if (wanted('csv')) await benchCsvExport(postgres.url);
    if (wanted('responses-table')) await benchResponsesTable(postgres.url);
    if (wanted('reads')) await benchPublicReads(postgres.url);
    if (wanted('webhooks')) await benchWebhookStorm(postgres.url);
    if (wanted('contacts')) await benchContacts(postgres.url);
    if (wanted('import')) await benchContactImport(postgres.url);
  }
}
console.log(`\nBench took ${((Date.now() - started) / 1000).toFixed(0)} s (after the sizes)`);
