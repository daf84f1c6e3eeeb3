import { open, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { writableFolder } from '../storage-check.ts';
import { assertKey, type ByteRange, type FileInfo, type FileStore } from './file-store.ts';

/**
 * Files in a folder (UPLOADS_DIR): key `<id>/<name>` is the file
 * `dir/<id>/<name>`. Several app servers share it only when the folder is
 * shared storage; otherwise use the S3 store.
 * @example const files = createLocalFileStore('/var/lib/masthead/uploads')
 */
export function createLocalFileStore(dir: string): FileStore {
  const pathOf = (key: string) => {
    assertKey(key);
    return join(dir, key);
  };
  return {
    where: dir,

    async put(key: string, body: Buffer): Promise<void> {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },

    async head(key: string): Promise<FileInfo | null> {
      const info = await stat(pathOf(key)).catch(missingAsNull);
      if (!info?.isFile()) return null;
      // Files are never rewritten in place, so size and time name one content.
      return { size: info.size, etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"` };
    },

    async read(key: string, range?: ByteRange): Promise<Readable | null> {
      const handle = await open(pathOf(key), 'r').catch(missingAsNull);
      if (!handle) return null;
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async list(prefix: string): Promise<string[]> {
      assertKey(prefix, true);
      const root = join(dir, prefix);
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(missingAsNull);
      if (!entries) return [];
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
        .sort();
    },

    async removeAll(prefix: string): Promise<void> {
      await rm(pathOf(prefix), { recursive: true, force: true });
    },

    check: () => writableFolder(dir),

    close() {},
  };
}

function missingAsNull(error: NodeJS.ErrnoException): null {
  if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
  throw error;
}
