import { expect } from 'vitest';

/**
 * A PNG read back for the tests, independently of functions/preview/png.ts: the signature, every
 * chunk's CRC-32 (bit by bit here, where the encoder uses a table), IHDR, the palette, and the
 * pixels inflated by the platform's DecompressionStream, which checks the zlib stream's Adler-32.
 */
export interface DecodedPng {
  width: number;
  height: number;
  colorType: number;
  /** Palette colours as 0xRRGGBB. */
  palette: number[];
  /** The colour of pixel (x, y), as 0xRRGGBB. */
  color(x: number, y: number): number;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Reads a palette PNG (8 bits, no interlace, filter 0 rows) and checks its structure. */
export async function decodePng(file: Uint8Array): Promise<DecodedPng> {
  expect([...file.subarray(0, 8)]).toEqual(SIGNATURE);
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const chunks: { type: string; data: Uint8Array }[] = [];
  for (let at = 8; at < file.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...file.subarray(at + 4, at + 8));
    const data = file.subarray(at + 8, at + 8 + length);
    expect(view.getUint32(at + 8 + length), `CRC of ${type}`).toBe(
      crc32(file.subarray(at + 4, at + 8 + length)),
    );
    chunks.push({ type, data });
    at += 12 + length;
  }
  expect(chunks[0].type).toBe('IHDR');
  expect(chunks.at(-1)?.type).toBe('IEND');
  const header = new DataView(chunks[0].data.buffer, chunks[0].data.byteOffset, 13);
  const width = header.getUint32(0);
  const height = header.getUint32(4);
  const [depth, colorType, , , interlace] = chunks[0].data.subarray(8, 13);
  expect({ depth, colorType, interlace }).toEqual({ depth: 8, colorType: 3, interlace: 0 });
  const plte = chunks.find((chunk) => chunk.type === 'PLTE')!.data;
  const palette: number[] = [];
  for (let i = 0; i < plte.length; i += 3)
    palette.push((plte[i] << 16) | (plte[i + 1] << 8) | plte[i + 2]);
  const idat = chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data);
  const rows = await inflate(new Uint8Array(await new Blob(idat).arrayBuffer()));
  expect(rows.length).toBe(height * (width + 1));
  for (let y = 0; y < height; y++) expect(rows[y * (width + 1)], `filter of row ${y}`).toBe(0);
  return {
    width,
    height,
    colorType,
    palette,
    color: (x, y) => palette[rows[y * (width + 1) + 1 + x]],
  };
}

/** Pixels of the rectangle [x0, x1) × [y0, y1) darker than the board's lines. */
export function inkIn(png: DecodedPng, x0: number, y0: number, x1: number, y1: number): number {
  let ink = 0;
  for (let y = Math.round(y0); y < Math.round(y1); y++) {
    for (let x = Math.round(x0); x < Math.round(x1); x++) {
      const color = png.color(x, y);
      const luma = 0.299 * (color >> 16) + 0.587 * ((color >> 8) & 255) + 0.114 * (color & 255);
      if (luma < 80) ink++;
    }
  }
  return ink;
}
