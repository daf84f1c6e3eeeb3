// One server for the bench, in a process of its own so that its CPU and
// memory are measured apart from the clients (test/bench/child-server.ts
// starts it). BENCH_MODE=app: the real app (buildApp on DATABASE_URL, after
// runMigrations), logger off. BENCH_MODE=bare: Fastify and a pg pool of the
// app's size, inserting one row into `bench_rows` per POST /rows.
// Prints one JSON line `{port, routes}` once listening; SIGTERM closes it.
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../packages/server/src/app.ts';
import { createDatabase, type MastheadDatabase } from '../../packages/server/src/kernel/db/create-database.ts';
import { runMigrations } from '../../packages/server/src/kernel/db/run-migrations.ts';

/** `openPostgres` in packages/server/src/kernel/db/create-database.ts opens a pool of this size. */
export const appPoolSize = 10;

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('bench-server needs DATABASE_URL');

async function appServer(): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const database: MastheadDatabase = await createDatabase({ databaseUrl });
  await runMigrations(database.db);
  const app = buildApp({
    config: {
      staticDir: join(tmpdir(), 'masthead-bench-no-static'),
      uploadsDir: process.env.BENCH_UPLOADS_DIR ?? join(tmpdir(), 'masthead-bench-uploads'),
    },
    database,
    logger: false,
    // The load comes from one address; the per-IP limit would answer it with 429s.
    rateLimits: { responseIp: { limit: 1e9, windowSeconds: 600 } },
  });
  return { app, close: () => database.close() };
}

async function bareServer(): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: appPoolSize });
  await pool.query(
    'create table if not exists bench_rows (id bigserial primary key, body jsonb not null, created_at timestamptz not null default now())',
  );
  const app = Fastify({ logger: false });
  app.post('/rows', async (request, reply) => {
    const { rows } = await pool.query('insert into bench_rows (body) values ($1) returning id', [
      JSON.stringify(request.body),
    ]);
    return reply.code(201).send({ id: String(rows[0].id) });
  });
  return { app, close: () => pool.end() };
}

const { app, close } = process.env.BENCH_MODE === 'bare' ? await bareServer() : await appServer();
const routes: string[] = [];
app.addHook('onRoute', (route) => {
  for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' ? address?.port : 0, routes })}\n`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(close)
    .finally(() => process.exit(0));
});
