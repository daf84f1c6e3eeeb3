import { ByteReader } from './byte-reader.ts';
import { checksum, tarBlock } from './tar-write.ts';

export interface TarEntry {
  path: string;
  size: number;
  /** The entry's bytes; read them (or not) before asking for the next entry. */
  body: AsyncGenerator<Buffer>;
}

/** Thrown for bytes that are not a tar archive, or one cut short. */
export class TarFormatError extends Error {}

/**
 * The regular files of a tar archive, in order, streamed: each entry's body
 * is read from the source as it is consumed, and skipped if it is not.
 * Directories and other entry types are passed over.
 * @example for await (const entry of readTar(gunzipped)) console.log(entry.path)
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source);
  for (;;) {
    const header = await reader.read(tarBlock);
    if (header.length === 0) throw new TarFormatError('the archive ends without its end blocks');
    if (header.length < tarBlock) throw new TarFormatError('the archive is cut short');
    if (header.every((byte) => byte === 0)) return;
    if (readOctal(header, 148, 8) !== checksum(header)) throw new TarFormatError('a tar header is damaged');
    const size = readOctal(header, 124, 12);
    const type = String.fromCharCode(header[156] ?? 0);
    const name = readText(header, 0, 100);
    const prefix = readText(header, 345, 155);
    const path = prefix ? `${prefix}/${name}` : name;
    let consumed = 0;
    async function* body() {
      for await (const chunk of reader.stream(size - consumed)) {
        consumed += chunk.length;
        yield chunk;
      }
      if (consumed < size) throw new TarFormatError('the archive is cut short');
    }
    if (type === '0' || type === '\u0000') yield { path, size, body: body() };
    // Whatever the consumer left of the body (it may have stopped early), then the padding.
    for await (const chunk of body()) void chunk;
    const padding = (tarBlock - (size % tarBlock)) % tarBlock;
    if ((await reader.read(padding)).length !== padding) throw new TarFormatError('the archive is cut short');
  }
}

function readText(header: Buffer, start: number, length: number): string {
  const field = header.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readOctal(header: Buffer, start: number, length: number): number {
  const text = readText(header, start, length).trim();
  return text === '' ? 0 : Number.parseInt(text, 8);
}
