import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

export type UploadKind = 'image' | 'document';

/** What the first bytes say a file is. */
export interface DetectedType {
  mime: string;
  /** How sharp reads it, for images; null for documents. */
  decoder: 'raster' | 'svg' | null;
}

// SPEC.md s. 9: jpeg, png, webp, gif, avif, svg, tiff, heif/heic, jp2. The
// keys are file-type's extensions.
const imageTypes: Record<string, () => boolean> = {
  jpg: () => readable('jpeg'),
  png: () => readable('png'),
  webp: () => readable('webp'),
  gif: () => readable('gif'),
  tif: () => readable('tiff'),
  // libvips reads AVIF and HEIC through libheif; the prebuilt sharp has the
  // AV1 codec only, so it lists '.avif' but not '.heic'.
  avif: () => readable('heif', '.avif'),
  heic: () => readable('heif', '.heic'),
  jp2: () => readable('jp2k'),
  jpx: () => readable('jp2k'),
};

function readable(format: string, suffix?: string): boolean {
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
 * @example await detectUploadType(pdfBytes, 'document') // {mime: 'application/pdf', decoder: null}
 */
export async function detectUploadType(bytes: Uint8Array, kind: UploadKind): Promise<DetectedType | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (kind === 'document') return found?.ext === 'pdf' ? { mime: 'application/pdf', decoder: null } : null;
  // file-type names SVG with an XML declaration `xml`; an SVG without one, nothing.
  if (found && found.ext !== 'xml') {
    const canRead = imageTypes[found.ext];
    return canRead?.() ? { mime: found.mime, decoder: 'raster' } : null;
  }
  return looksLikeSvg(bytes) && readable('svg') ? { mime: 'image/svg+xml', decoder: 'svg' } : null;
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
