import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty database on a PostgreSQL server (`template0`), for a test or a
 * bench run; `drop` removes it, ending any connections still open to it.
 * @example const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'masthead_test')
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(serverUrl, `create database ${name} template template0`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
