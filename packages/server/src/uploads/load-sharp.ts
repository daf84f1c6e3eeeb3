import type sharpModule from 'sharp';
import { loadOnce } from '../kernel/load-once.ts';

export type SharpModule = typeof sharpModule;

/**
 * sharp, imported on the first image (it and libvips hold about 27 MB
 * resident), so a server that is sent no image never loads it; later
 * calls get the same module. A failed import rejects with its own error
 * and is tried again next time.
 * @example const sharp = await loadSharp(); await sharp(bytes).metadata()
 */
export const loadSharp: () => Promise<SharpModule> = loadOnce(async () => (await import('sharp')).default);
