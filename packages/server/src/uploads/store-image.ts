import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type ResizeOptions, type Sharp } from 'sharp';

/** The stored sizes: widths in pixels, and `full`, the original capped at 2400 px on its longer side. */
const imageWidths = [400, 1200] as const;
const fullImageSize = 2400;
export const fullImageName = 'full.webp';

/** Every file name an image upload has, e.g. `400.webp`. */
export const imageFileNames = [...imageWidths.map((width) => `${width}.webp`), fullImageName];

export class UndecodableImageError extends Error {}

/**
 * Re-encodes an image into `folder` as WebP at each stored size: the EXIF
 * orientation is applied and every piece of metadata (EXIF with GPS, XMP,
 * IPTC, ICC, comments) is dropped, because sharp writes none unless told
 * to. SVG is rendered to pixels, so scripts, event handlers, external
 * references and foreignObject never reach a browser. Animated GIF and WebP
 * stay animated. Throws UndecodableImageError when sharp cannot read it.
 */
export async function storeImage(bytes: Buffer, folder: string): Promise<void> {
  let source: Sharp;
  try {
    source = sharp(bytes, { animated: true }).rotate();
    await source.metadata();
  } catch (error) {
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
  for (const [name, data] of outputs) await writeFile(join(folder, name), data);
}
