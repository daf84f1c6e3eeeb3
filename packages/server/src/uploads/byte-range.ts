import type { ByteRange } from './file-store.ts';

/**
 * The part of a `size`-byte file a `Range` header asks for (RFC 9110
 * s. 14.2): a ByteRange, `'unsatisfiable'` (answer 416), or null to send
 * the whole file, which a server may always do: no header, another unit,
 * several ranges, or one it cannot read.
 * @example byteRange('bytes=-500', 2000) // {start: 1500, end: 1999}
 */
export function byteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  const [from, to] = [Number(first), Number(last)];
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to)) return null;
  if (first === '') {
    // The last `to` bytes.
    if (to === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - to), end: size - 1 };
  }
  if (last !== '' && to < from) return null;
  if (from >= size) return 'unsatisfiable';
  return { start: from, end: last === '' ? size - 1 : Math.min(to, size - 1) };
}
