import type { Readable } from 'node:stream';

/** What a store knows of one file without reading it. */
export interface FileInfo {
  size: number;
  /** A strong ETag, quoted (`"…"`): the same file always has the same one. */
  etag: string;
}

/** Bytes `start` to `end`, both included, as a Range header counts them. */
export interface ByteRange {
  start: number;
  end: number;
}

/** What a signed redirect should make the store answer with (S3's `response-*` overrides). */
export interface SignedResponse {
  contentType: string;
  cacheControl: string;
  contentDisposition?: string;
}

/**
 * Where uploaded files live: a local folder or an S3-compatible bucket.
 * Keys are `<upload id>/<file name>`, the same paths under the uploads
 * folder as before stores existed. Files are written once and never
 * changed, so readers may cache them as long as they like.
 */
export interface FileStore {
  /** For messages: the folder, or `s3://bucket` and the endpoint. */
  readonly where: string;
  /** Writes (or replaces) one file. Uploads are at most 20 MB and already in memory, so a Buffer. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Size and ETag, or null when there is no such file. */
  head(key: string): Promise<FileInfo | null>;
  /** The file's bytes (those of `range` only when given), or null when there is no such file. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Every key under `prefix/`, sorted; `''` lists the whole store. */
  list(prefix: string): Promise<string[]>;
  /** Removes every file under `prefix/` (an upload's folder); nothing there is fine. */
  removeAll(prefix: string): Promise<void>;
  /** Writes and removes a probe file: null when that worked, else the error. */
  check(): Promise<Error | null>;
  /**
   * A short-lived URL that reads the file straight from the store, when the
   * store is set up to answer that way (S3_SIGNED_REDIRECT); else absent.
   * `maxAge` is how long the URL may be reused (seconds).
   */
  signedUrl?: (key: string, response: SignedResponse) => Promise<{ url: string; maxAge: number }>;
  /** Lets go of connections; the store is not used after. */
  close(): void;
}

/** `<uuid>/<name>` segments of letters, digits, dot, dash and underscore; never `.` or `..`. */
const keyPattern = /^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

/** Refuses keys that could leave the store's folder or mean something else to S3. */
export function assertKey(key: string, allowEmpty = false): void {
  if (allowEmpty && key === '') return;
  if (!keyPattern.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`not a file store key: ${JSON.stringify(key)}`);
  }
}
