import { fileTypeFromBuffer } from 'file-type';
import { loadSharp, type SharpModule } from './load-sharp.ts';

export type UploadKind = 'image' | 'document';

/** What the first bytes say a file is. */
export interface DetectedType {
  mime: string;
  /** How sharp reads it, for images; null for documents. */
  decoder: 'raster' | 'svg' | null;
}

// docs/product/limits.md, "Uploads": jpeg, png, webp, gif, avif, svg, tiff,
// heif/heic, jp2. The keys are file-type's extensions; the values sharp's format and, where one
// format reads several, the file suffix that must be among its inputs.
const imageTypes: Record<string, readonly [format: string, suffix?: string]> = {
  jpg: ['jpeg'],
  png: ['png'],
  webp: ['webp'],
  gif: ['gif'],
  tif: ['tiff'],
  // libvips reads AVIF and HEIC through libheif; the prebuilt sharp has the
  // AV1 codec only, so it lists '.avif' but not '.heic'.
  avif: ['heif', '.avif'],
  heic: ['heif', '.heic'],
  jp2: ['jp2k'],
  jpx: ['jp2k'],
};

function readable(sharp: SharpModule, format: string, suffix?: string): boolean {
  const input = (sharp.format as unknown as Record<string, { input?: { buffer?: boolean; fileSuffix?: string[] } }>)[
    format
  ]?.input;
  if (!input?.buffer) return false;
  return suffix === undefined || (input.fileSuffix ?? []).includes(suffix);
}

/**
 * The type of an upload from its bytes alone (the client's Content-Type and
 * file name are never asked), or null when `kind` does not take it or this
 * machine's sharp cannot decode it (then it is refused, not stored raw).
 * Documents never load sharp; the first image does (`loadSharp`).
 * @example await detectUploadType(pdfBytes, 'document') // {mime: 'application/pdf', decoder: null}
 */
export async function detectUploadType(bytes: Uint8Array, kind: UploadKind): Promise<DetectedType | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (kind === 'document') return found?.ext === 'pdf' ? { mime: 'application/pdf', decoder: null } : null;
  const sharp = await loadSharp();
  // file-type names SVG with an XML declaration `xml`; an SVG without one, nothing.
  if (found && found.ext !== 'xml') {
    const type = imageTypes[found.ext];
    return type && readable(sharp, ...type) ? { mime: found.mime, decoder: 'raster' } : null;
  }
  return looksLikeSvg(bytes) && readable(sharp, 'svg') ? { mime: 'image/svg+xml', decoder: 'svg' } : null;
}

/**
 * SVG is text, so file-type does not name it: the root element, after an
 * optional BOM, XML declaration, comments and doctype, must be `<svg`.
 */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 4096)).toString('utf8');
  const prolog =
    /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)*<svg[\s>]/i;
  return prolog.test(head);
}
