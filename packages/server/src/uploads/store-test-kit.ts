/**
 * Upload tests on both stores: the local folder, and S3 through s3rver, a
 * real S3-compatible server from npm, run in this process on 127.0.0.1.
 * @example const s3 = s3TestServer(); for (const store of storeKinds) test(`${store}: …`, async (t) => { const {app, files} = await buildOnStore(t, s3, store) })
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { after, before, type TestContext } from 'node:test';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { buildApp } from '../app.ts';
import { createTestDatabase, defer } from '../test-helper.ts';
import { createFileStore } from './create-file-store.ts';
import type { FileStore } from './file-store.ts';
import type { S3Config } from './s3-config.ts';

// The SDK's notice that its 2027 releases need Node 22, once per test file, says nothing about the tests.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

export const storeKinds = ['local', 's3'] as const;
export type StoreKind = (typeof storeKinds)[number];

export interface S3TestServer {
  /** A new, empty bucket on the server and the configuration that reaches it. */
  bucket(settings?: Partial<Pick<S3Config, 'signedRedirectSeconds'>>): Promise<S3Config>;
}

/**
 * Starts s3rver before this file's first test and stops it after the last;
 * call it at the top of a test file. Its keys are s3rver's own.
 */
export function s3TestServer(): S3TestServer {
  let server: S3rver | null = null;
  let folder = '';
  let endpoint = '';
  before(async () => {
    folder = await mkdtemp(join(tmpdir(), 'masthead-s3rver-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: folder });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  after(async () => {
    await server?.close();
    await rm(folder, { recursive: true, force: true });
  });
  return {
    async bucket(settings = {}) {
      const config: S3Config = {
        endpoint,
        bucket: `masthead-${randomUUID()}`,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        signedRedirectSeconds: null,
        ...settings,
      };
      const client = new S3Client({
        endpoint,
        region: config.region,
        forcePathStyle: true,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      });
      await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
      client.destroy();
      return config;
    },
  };
}

export interface StoreBuildOptions {
  now?: () => Date;
  trustProxy?: boolean | number;
  siteUrl?: string;
  /** S3_SIGNED_REDIRECT, on the S3 store only. */
  signedRedirectSeconds?: number;
}

/**
 * A fresh app on a fresh database whose uploads go to `kind`'s store, and
 * `files`, a second handle on that store to look at what the app wrote.
 */
export async function buildOnStore(t: TestContext, s3: S3TestServer, kind: StoreKind, options: StoreBuildOptions = {}) {
  const database = await createTestDatabase(t);
  const uploadsDir = await mkdtemp(join(tmpdir(), 'masthead-uploads-'));
  defer(t, () => rm(uploadsDir, { recursive: true, force: true }));
  const s3Config =
    kind === 's3'
      ? await s3.bucket(options.signedRedirectSeconds ? { signedRedirectSeconds: options.signedRedirectSeconds } : {})
      : null;
  const app = buildApp({
    config: {
      staticDir: join(uploadsDir, 'no-static'),
      uploadsDir,
      s3: s3Config,
      ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
    },
    database,
    logger: false,
    trustProxy: options.trustProxy ?? false,
    ...(options.now ? { now: options.now } : {}),
    captchaMaxNumber: 1000,
  });
  defer(t, () => app.close());
  const files = createFileStore({ uploadsDir, s3: s3Config });
  defer(t, () => files.close());
  return { app, database, files, uploadsDir };
}

/** A store of `kind` on its own (a new folder or bucket), closed and removed after the test. */
export async function createTestStore(t: TestContext, s3: S3TestServer, kind: StoreKind) {
  const uploadsDir = await mkdtemp(join(tmpdir(), 'masthead-files-'));
  defer(t, () => rm(uploadsDir, { recursive: true, force: true }));
  const files = createFileStore({ uploadsDir, s3: kind === 's3' ? await s3.bucket() : null });
  defer(t, () => files.close());
  return { files, uploadsDir };
}

/** A whole file of `files`, or null when there is none. */
export async function readStored(files: FileStore, key: string): Promise<Buffer | null> {
  const stream: Readable | null = await files.read(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
