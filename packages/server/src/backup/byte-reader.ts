/**
 * Reads exact byte counts from a stream of chunks, for formats that say
 * how long each part is (a tar header, then that many bytes).
 * @example const reader = new ByteReader(stream); const header = await reader.read(512)
 */
export class ByteReader {
  readonly #chunks: AsyncIterator<Buffer>;
  #held: Buffer = Buffer.alloc(0);
  #done = false;

  constructor(source: AsyncIterable<Buffer>) {
    this.#chunks = source[Symbol.asyncIterator]();
  }

  /** The next `size` bytes; fewer only where the stream ends. */
  async read(size: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    let wanted = size;
    for await (const chunk of this.stream(size)) {
      parts.push(chunk);
      wanted -= chunk.length;
    }
    return wanted === size ? Buffer.alloc(0) : Buffer.concat(parts);
  }

  /** The next `size` bytes as they arrive, without holding them all. */
  async *stream(size: number): AsyncGenerator<Buffer> {
    let left = size;
    while (left > 0) {
      if (this.#held.length === 0) {
        if (this.#done) return;
        const next = await this.#chunks.next();
        if (next.done) {
          this.#done = true;
          return;
        }
        this.#held = next.value;
        continue;
      }
      const part = this.#held.subarray(0, left);
      this.#held = this.#held.subarray(part.length);
      left -= part.length;
      yield part;
    }
  }
}
