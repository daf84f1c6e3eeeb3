import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertKey, type ByteRange, type FileInfo, type FileStore, type SignedResponse } from './file-store.ts';
import type { S3Config } from './s3-config.ts';

/**
 * Files as objects of an S3-compatible bucket, key `<id>/<name>` as in the
 * local folder, so every app server sees every upload.
 * @example const files = createS3FileStore({bucket: 'uploads', endpoint: 'http://127.0.0.1:9000', …})
 */
export function createS3FileStore(config: S3Config, { now = () => new Date() } = {}): FileStore {
  const { bucket: Bucket } = config;
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default CRC32 checksums on every request are not understood by
    // every S3-compatible store; SigV4 already covers the body.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const files: FileStore = {
    where: `s3://${Bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`,

    async put(Key: string, Body: Buffer, ContentType: string): Promise<void> {
      assertKey(Key);
      await client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType, ContentLength: Body.length }));
    },

    async head(Key: string): Promise<FileInfo | null> {
      assertKey(Key);
      const head = await client.send(new HeadObjectCommand({ Bucket, Key })).catch(missingAsNull);
      if (!head) return null;
      return { size: head.ContentLength ?? 0, etag: head.ETag ?? `"${Key}"` };
    },

    async read(Key: string, range?: ByteRange): Promise<Readable | null> {
      assertKey(Key);
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      const object = await client.send(new GetObjectCommand({ Bucket, Key, Range })).catch(missingAsNull);
      // In Node the body is an http.IncomingMessage: a Readable.
      return object ? (object.Body as Readable) : null;
    },

    async list(prefix: string): Promise<string[]> {
      assertKey(prefix, true);
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix ? `${prefix}/` : undefined, ContinuationToken }),
        );
        keys.push(...(page.Contents ?? []).flatMap(({ Key }) => (Key ? [Key] : [])));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },

    async removeAll(prefix: string): Promise<void> {
      assertKey(prefix);
      // One DeleteObject per file (an upload has three at most): every
      // S3-compatible store takes it, unlike DeleteObjects' checksum header.
      const keys = await files.list(prefix);
      await Promise.all(keys.map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))));
    },

    async check(): Promise<Error | null> {
      const Key = `.masthead-check-${randomUUID()}`;
      try {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: Buffer.alloc(0), ContentLength: 0 }));
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
        return null;
      } catch (error) {
        return error as Error;
      }
    },

    close: () => client.destroy(),
  };
  const lifetime = config.signedRedirectSeconds;
  if (lifetime !== null) {
    files.signedUrl = async (Key: string, response: SignedResponse) => {
      assertKey(Key);
      // Signed at the start of a window half the lifetime long: a file keeps
      // one URL for that window (browsers cache the file under it), and a
      // URL handed out is good for half its lifetime at least.
      const window = Math.max(1, Math.floor(lifetime / 2));
      const seconds = Math.floor(now().getTime() / 1000);
      const signedAt = seconds - (seconds % window);
      const command = new GetObjectCommand({
        Bucket,
        Key,
        ResponseContentType: response.contentType,
        ResponseCacheControl: response.cacheControl,
        ResponseContentDisposition: response.contentDisposition,
      });
      const url = await getSignedUrl(client, command, { expiresIn: lifetime, signingDate: new Date(signedAt * 1000) });
      return { url, maxAge: signedAt + window - seconds };
    };
  }
  return files;
}

/** The SDK's "no such object" (HeadObject says NotFound, GetObject NoSuchKey) as null. */
function missingAsNull(error: { name?: string }): null {
  if (error.name === 'NotFound' || error.name === 'NoSuchKey') return null;
  throw error;
}
