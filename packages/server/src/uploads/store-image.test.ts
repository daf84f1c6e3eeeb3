import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

test('an animated GIF stays animated at every size', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'masthead-image-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
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
  await storeImage(gif, dir);
  for (const name of imageFileNames) {
    const meta = await sharp(await readFile(join(dir, name)), { animated: true }).metadata();
    assert.deepEqual([meta.format, meta.pages, meta.width, meta.pageHeight], ['webp', 3, 30, 20], name);
  }
});

test('bytes sharp cannot read are an UndecodableImageError', async () => {
  await assert.rejects(storeImage(Buffer.from('\x89PNG\r\n\x1a\n broken'), tmpdir()), UndecodableImageError);
});

test('an image over the pixel cap is an OversizedImageError; one just under it is stored', async (t) => {
  const folder = await mkdtemp(join(tmpdir(), 'masthead-image-'));
  t.after(() => rm(folder, { recursive: true, force: true }));
  await assert.rejects(storeImage(pixelBombPng(8000, 8000), folder), OversizedImageError);
  const side = Math.floor(Math.sqrt(maxImagePixels));
  await assert.rejects(
    storeImage(pixelBombPng(side, side), folder),
    (error: unknown) => error instanceof UndecodableImageError,
    'under the cap it is decoded (and this one is truncated)',
  );
});
