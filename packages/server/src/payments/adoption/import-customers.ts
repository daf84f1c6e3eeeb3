import { decodeCsv } from '@masthead/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../kernel/db/database.ts';
import { createImportRepository } from '../../contacts/import/index.ts';
import { dataRecords } from '../../contacts/import/import-file.ts';
import { readRow } from '../../contacts/import/import-row.ts';

/**
 * The provider customers an import's file names (its `paymentProvider` and
 * `customerId` columns, or the preset's provider), read from the file the
 * import keeps, row by row as the import read it. Null for an import that
 * is not there (unknown, or pruned after 30 days); none for a dry run,
 * which keeps no file.
 */
export async function importCustomers(
  db: Kysely<Database>,
  importId: string,
): Promise<{ provider: string; customerId: string }[] | null> {
  const imports = createImportRepository({ db });
  const record = await imports.get(importId);
  if (!record) return null;
  const bytes = await imports.file(importId);
  if (bytes.length === 0) return [];
  const { text } = decodeCsv(bytes);
  const { fields, header, context } = record.options;
  const seen = new Set<string>();
  const customers: { provider: string; customerId: string }[] = [];
  for (const read of dataRecords(text, record.summary.delimiter)) {
    const result = readRow(fields, header, read, context);
    const contribution = 'row' in result ? result.row.contribution : undefined;
    if (!contribution?.customerId || !contribution.provider) continue;
    const key = `${contribution.provider}\u0000${contribution.customerId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    customers.push({ provider: contribution.provider, customerId: contribution.customerId });
  }
  return customers;
}
