import { Readable, pipeline } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

export interface ZipSource {
  /** The path inside the zip, forward slashes. */
  name: string;
  /** The bytes, or a stream of them (read once, as the zip is written). */
  content: Buffer | AsyncIterable<Buffer>;
  modified: Date;
}

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
  time: number;
  date: number;
}

// General purpose flags: sizes and CRC follow the data (bit 3), names are UTF-8 (bit 11).
const flags = 0x0808;
const deflated = 8;
const version = 20;
/** Without Zip64 an archive keeps sizes and offsets under 4 GiB and at most 65,535 entries. */
const limit = 0xffffffff;

/**
 * A zip archive written as its entries stream past: each entry is deflated
 * on the way, its CRC and sizes follow it (a data descriptor), and the
 * central directory ends the archive. Memory holds one chunk at a time.
 * @example reply.send(Readable.from(zipStream(entries())))
 */
export async function* zipStream(sources: AsyncIterable<ZipSource> | Iterable<ZipSource>): AsyncGenerator<Buffer> {
  const written: Written[] = [];
  let offset = 0;
  for await (const source of sources) {
    const name = Buffer.from(source.name, 'utf8');
    const { time, date } = dosTime(source.modified);
    const header = localHeader(name, time, date);
    yield header;
    const entry: Written = { name, crc: 0, compressed: 0, size: 0, offset, time, date };
    offset += header.length;
    for await (const chunk of deflate(source.content, entry)) {
      entry.compressed += chunk.length;
      yield chunk;
    }
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    yield descriptor;
    offset += entry.compressed + descriptor.length;
    if (entry.size > limit || offset > limit || written.length >= 0xffff) throw new Error('the zip would need Zip64');
    written.push(entry);
  }
  const directory = Buffer.concat(written.map(centralHeader));
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(written.length, 8);
  end.writeUInt16LE(written.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield directory;
  yield end;
}

/** The content deflated, counting its size and CRC into `entry` as it passes. */
function deflate(content: ZipSource['content'], entry: Written): AsyncIterable<Buffer> {
  async function* counted() {
    for await (const chunk of Buffer.isBuffer(content) ? [content] : content) {
      entry.crc = crc32(chunk, entry.crc);
      entry.size += chunk.length;
      yield chunk;
    }
  }
  // pipeline destroys the deflater with the source's error, so the reader sees it.
  return pipeline(Readable.from(counted()), createDeflateRaw(), () => {});
}

function localHeader(name: Buffer, time: number, date: number): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(version, 4);
  header.writeUInt16LE(flags, 6);
  header.writeUInt16LE(deflated, 8);
  header.writeUInt16LE(time, 10);
  header.writeUInt16LE(date, 12);
  // CRC and sizes (14-25) are zero here: the data descriptor has them.
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function centralHeader(entry: Written): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(version, 4);
  header.writeUInt16LE(version, 6);
  header.writeUInt16LE(flags, 8);
  header.writeUInt16LE(deflated, 10);
  header.writeUInt16LE(entry.time, 12);
  header.writeUInt16LE(entry.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressed, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

/** MS-DOS date and time (local fields, two-second steps), as zip keeps them; UTC here. */
function dosTime(when: Date): { time: number; date: number } {
  const year = Math.min(Math.max(when.getUTCFullYear(), 1980), 2107);
  return {
    time: (when.getUTCHours() << 11) | (when.getUTCMinutes() << 5) | Math.floor(when.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((when.getUTCMonth() + 1) << 5) | when.getUTCDate(),
  };
}
