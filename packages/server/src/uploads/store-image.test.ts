import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import {
  imageFileNames,
  maxImagePixels,
  OversizedImageError,
  storeImage,
  UndecodableImageError,
} from './store-image.ts';
import { pixelBombPng } from './upload-test-kit.ts';

/** storeImage's output, by file name. */
async function stored(bytes: Buffer): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  await storeImage(bytes, async (name, data) => void files.set(name, data));
  return files;
}

test('an animated GIF stays animated at every size', async () => {
  const frames = await Promise.all(
    ['#f00', '#0f0', '#00f'].map((background) =>
      sharp({ create: { width: 30, height: 20, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  const gif = await sharp(frames, { join: { animated: true } })
    .gif({ delay: [100, 100, 100], loop: 0 })
    .toBuffer();
  const files = await stored(gif);
  assert.deepEqual([...files.keys()].sort(), [...imageFileNames].sort());
  for (const name of imageFileNames) {
    const meta = await sharp(files.get(name), { animated: true }).metadata();
    assert.deepEqual([meta.format, meta.pages, meta.width, meta.pageHeight], ['webp', 3, 30, 20], name);
  }
});

test('bytes sharp cannot read are an UndecodableImageError and nothing is written', async () => {
  const written: string[] = [];
  await assert.rejects(
    storeImage(Buffer.from('\x89PNG\r\n\x1a\n broken'), async (name) => void written.push(name)),
    UndecodableImageError,
  );
  assert.deepEqual(written, []);
});

test('an image over the pixel cap is an OversizedImageError; one just under it is stored', async () => {
  await assert.rejects(stored(pixelBombPng(8000, 8000)), OversizedImageError);
  const side = Math.floor(Math.sqrt(maxImagePixels));
  await assert.rejects(
    stored(pixelBombPng(side, side)),
    (error: unknown) => error instanceof UndecodableImageError,
    'under the cap it is decoded (and this one is truncated)',
  );
});
