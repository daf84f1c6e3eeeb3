import type { FileStore } from './file-store.ts';
import { createLocalFileStore } from './local-file-store.ts';
import type { S3Config } from './s3-config.ts';

/**
 * The store the configuration names: the S3 bucket when S3_BUCKET is set,
 * else the uploads folder. The AWS SDK takes about 0.35 s to import, so it
 * is loaded on the S3 store's first use, never by a server without one.
 * @example const files = createFileStore({uploadsDir: config.uploadsDir, s3: config.s3})
 */
export function createFileStore({ uploadsDir, s3 }: { uploadsDir: string; s3?: S3Config | null }): FileStore {
  if (!s3) return createLocalFileStore(uploadsDir);
  const config = s3;
  let loaded: Promise<FileStore> | null = null;
  const store = () => (loaded ??= import('./s3-file-store.ts').then((module) => module.createS3FileStore(config)));
  const files: FileStore = {
    where: `s3://${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''}`,
    put: async (key, body, contentType) => (await store()).put(key, body, contentType),
    head: async (key) => (await store()).head(key),
    read: async (key, range) => (await store()).read(key, range),
    list: async (prefix) => (await store()).list(prefix),
    removeAll: async (prefix) => (await store()).removeAll(prefix),
    check: async () => (await store()).check(),
    close: () => void loaded?.then((loadedStore) => loadedStore.close()),
  };
  if (s3.signedRedirectSeconds !== null) {
    files.signedUrl = async (key, response) => (await store()).signedUrl!(key, response);
  }
  return files;
}
