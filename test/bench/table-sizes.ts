import type pg from 'pg';

/**
 * Prints what `tables` take on disk with their indexes and TOAST, in all and per row of the
 * first: how a newsroom sizes its database server (README, "Running at scale").
 * @example await printTableSizes(client, 'contacts', ['contacts', 'contributions'])
 */
export async function printTableSizes(client: pg.Client, rowName: string, tables: string[]): Promise<void> {
  const { rows } = await client.query<{ bytes: string; count: string }>(
    `select (select sum(pg_total_relation_size(t)) from unnest($1::regclass[]) t)::text as bytes,
            (select count(*) from ${client.escapeIdentifier(tables[0]!)})::text as count`,
    [tables],
  );
  const bytes = Number(rows[0]!.bytes);
  const count = Number(rows[0]!.count);
  console.log(
    `  on disk: ${(bytes / 1024 / 1024).toFixed(1)} MB for ${count.toLocaleString('en')} ${rowName} ` +
      `(${tables.join(', ')}, indexes included), ${(bytes / Math.max(count, 1) / 1024).toFixed(2)} KB a ${rowName.replace(/s$/, '')}`,
  );
}
