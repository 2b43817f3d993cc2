import type { Canvas } from './canvas.ts';
import { zlibStream } from './deflate.ts';

/**
 * A canvas as a PNG file with its palette (colour type 3, a byte per pixel), the chunks with
 * their CRC-32 written here; the canvas's rows, already scanlines with filter 0, deflated into
 * the zlib stream IDAT holds (deflate.ts).
 */

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** CRC-32 (ISO 3309, as PNG uses it) of each byte value, for the table-driven update. */
const CRC_TABLE = new Uint32Array(256);
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  CRC_TABLE[n] = c >>> 0;
}

/** The CRC-32 of `bytes`. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A chunk: length, type, data, and the CRC of type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** The PNG file of `canvas`. */
export function encodePng(canvas: Canvas): Uint8Array<ArrayBuffer> {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, canvas.width);
  view.setUint32(4, canvas.height);
  header.set([8, 3, 0, 0, 0], 8); // 8 bits, palette, deflate, adaptive filtering, no interlace
  const palette = new Uint8Array(3 * canvas.colors.length);
  for (const [i, color] of canvas.colors.entries()) {
    palette.set([color >> 16, (color >> 8) & 255, color & 255], 3 * i);
  }
  const parts = [
    new Uint8Array(SIGNATURE),
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('IDAT', zlibStream(canvas.pixels, 1, canvas.stride)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
