/**
 * The parts of a POSIX ustar archive (`tar`), written as the entries
 * stream past: a 512-byte header per file, its bytes, zero padding to the
 * next 512, and two zero blocks at the end. Every `tar` reads it.
 */

export const tarBlock = 512;

/** Two zero blocks: the end of the archive. */
export const tarEnd = Buffer.alloc(tarBlock * 2);

/** The largest file a ustar header's 11 octal digits can size (8 GiB - 1). */
const maxSize = 0o77777777777;

/**
 * The header of a regular file entry.
 * @example tarHeader('tables/contacts/000001.jsonl', 1234, new Date())
 */
export function tarHeader(path: string, size: number, mtime: Date): Buffer {
  if (size > maxSize) throw new Error(`${path} is larger than a tar entry can be (8 GiB)`);
  const [prefix, name] = splitPath(path);
  const header = Buffer.alloc(tarBlock);
  header.write(name, 0, 100, 'utf8');
  header.write(octal(0o644, 7), 100, 'ascii');
  header.write(octal(0, 7), 108, 'ascii');
  header.write(octal(0, 7), 116, 'ascii');
  header.write(octal(size, 11), 124, 'ascii');
  header.write(octal(Math.max(0, Math.floor(mtime.getTime() / 1000)), 11), 136, 'ascii');
  header.write('        ', 148, 'ascii');
  header.write('0', 156, 'ascii');
  header.write('ustar\u000000', 257, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  header.write(`${octal(checksum(header), 6)} `, 148, 'ascii');
  return header;
}

/** The zero bytes that follow `size` bytes of content up to the next block. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((tarBlock - (size % tarBlock)) % tarBlock);
}

/** The sum of the header's bytes, its checksum field counted as spaces. */
export function checksum(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < tarBlock; i += 1) sum += i >= 148 && i < 156 ? 0x20 : (header[i] as number);
  return sum;
}

function octal(value: number, digits: number): string {
  return `${value.toString(8).padStart(digits, '0')}\u0000`;
}

/** ustar keeps up to 100 bytes of name and 155 of prefix, split at a slash. */
function splitPath(path: string): [string, string] {
  if (Buffer.byteLength(path) <= 100) return ['', path];
  for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', slash + 1)) {
    const prefix = path.slice(0, slash);
    const name = path.slice(slash + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100) return [prefix, name];
  }
  throw new Error(`${path} is too long a path for a tar entry`);
}
