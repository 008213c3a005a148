/**
 * Files the journeys upload (real PNG images of one colour and a minimal PDF) and the files they
 * download.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** A `width`×`height` PNG filled with one RGB colour. */
export function png(name: string, rgb: [number, number, number], width = 120, height = 90) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => rgb).flat()),
  ]);
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

export function pdf(name: string) {
  return { name, mimeType: 'application/pdf', buffer: PDF };
}

/**
 * The file `start` makes the page download. The browser runs in another process: the download is
 * copied here first.
 */
export async function downloaded(
  page: Page,
  start: () => Promise<unknown>,
  options: { timeout?: number } = {},
): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download', options), start()]);
  const file = path.join(
    mkdtempSync(path.join(tmpdir(), 'hogarte-download-')),
    download.suggestedFilename(),
  );
  await download.saveAs(file);
  return readFileSync(file);
}
