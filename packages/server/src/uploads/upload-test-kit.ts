/**
 * Test setup for uploads: real files made in the test (sharp draws images)
 * and the multipart body a browser would send.
 * @example await app.inject({method: 'POST', url: '/api/1.0/images', ...multipart(await testPng())})
 */
import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A multipart/form-data body with one file field (`file` unless told). */
export function multipart(
  bytes: Buffer,
  { filename = 'upload.bin', contentType = 'application/octet-stream', field = 'file' } = {},
) {
  const boundary = `----masthead${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function testPng(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}

/**
 * A 300×200 JPEG taken "rotated" (EXIF orientation 6) with a description
 * and GPS coordinates in its EXIF, as a phone would write them.
 */
export function testJpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#cc3333' } })
    .jpeg()
    .withExif({
      IFD0: { ImageDescription: 'secret-place' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The smallest file that is a PDF by its first bytes. */
export const testPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/**
 * A PNG whose header claims `width`×`height` greyscale pixels but holds a
 * few rows only: a decompression bomb's header, made in a millisecond.
 */
export function pixelBombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), no interlace
  const rows = deflateSync(Buffer.alloc((width + 1) * 4));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}
