import type { ResizeOptions, Sharp } from 'sharp';
import { loadSharp } from './load-sharp.ts';
import { limitConcurrency } from './limit-concurrency.ts';

/** The stored sizes: widths in pixels, and `full`, the original capped at 2400 px on its longer side. */
const imageWidths = [400, 1200] as const;
const fullImageSize = 2400;
export const fullImageName = 'full.webp';

/** Every file name an image upload has, e.g. `400.webp`. */
export const imageFileNames = [...imageWidths.map((width) => `${width}.webp`), fullImageName];

/**
 * The stored file to answer `GET images/{id}?w=` with: the narrowest stored
 * width of at least `width` px, else the full size (also without `w`). None
 * is made per request: a client asking for 401 px gets the 1200 one and lets
 * the browser scale it, and every answer stays a stored, cacheable file.
 * @example imageFileForWidth(300) // '400.webp'
 */
export function imageFileForWidth(width: number | undefined): string {
  const stored = width === undefined ? undefined : imageWidths.find((each) => each >= width);
  return stored === undefined ? fullImageName : `${stored}.webp`;
}

/**
 * 50 megapixels (all frames of an animation together): more than phones and
 * most cameras take. A small file can claim far more (a 31 KB PNG of
 * 16000×16000 took 4.5 s to decode), so larger images are refused from
 * their header, before any decoding.
 */
export const maxImagePixels = 50_000_000;

export class UndecodableImageError extends Error {}
/** More pixels than `maxImagePixels`. */
export class OversizedImageError extends Error {}

/** Two re-encodes at once at most, leaving libuv's other threads to file reads and writes. */
const reEncodeSlots = limitConcurrency(2);

/** Where the encoded files go, one call per file name (`400.webp`…): the upload's folder in the file store. */
export type WriteImage = (name: string, data: Buffer) => Promise<void>;

/**
 * Re-encodes an image as WebP at each stored size and hands each to `write`: the EXIF
 * orientation is applied and every piece of metadata (EXIF with GPS, XMP,
 * IPTC, ICC, comments) is dropped, because sharp writes none unless told
 * to. SVG is rendered to pixels, so scripts, event handlers, external
 * references and foreignObject never reach a browser. Animated GIF and WebP
 * stay animated. sharp decodes in libuv's thread pool, never on the event
 * loop; at most two images are re-encoded at once. Throws
 * OversizedImageError past `maxImagePixels`, UndecodableImageError when
 * sharp cannot read it.
 */
export async function storeImage(bytes: Buffer, write: WriteImage): Promise<void> {
  // Only the encoding takes a slot: a slow store must not hold up other images' encoding.
  const outputs = await reEncodeSlots(() => reEncode(bytes));
  for (const [name, data] of outputs) await write(name, data);
}

async function reEncode(bytes: Buffer): Promise<(readonly [string, Buffer])[]> {
  // Outside the try below: sharp failing to load is no fault of the image.
  const sharp = await loadSharp();
  let source: Sharp;
  try {
    source = sharp(bytes, { animated: true, limitInputPixels: maxImagePixels }).rotate();
    await source.metadata();
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error).message))) {
      throw new OversizedImageError('too many pixels', { cause: error });
    }
    throw new UndecodableImageError('not a readable image', { cause: error });
  }
  const sizes: [string, ResizeOptions][] = [
    ...imageWidths.map((width): [string, ResizeOptions] => [`${width}.webp`, { width }]),
    [fullImageName, { width: fullImageSize, height: fullImageSize, fit: 'inside' }],
  ];
  let outputs: (readonly [string, Buffer])[];
  try {
    outputs = await Promise.all(
      sizes.map(async ([name, resize]) => {
        const data = await source
          .clone()
          .resize({ ...resize, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer();
        return [name, data] as const;
      }),
    );
  } catch (error) {
    throw new UndecodableImageError('not a readable image', { cause: error });
  }
  return outputs;
}
