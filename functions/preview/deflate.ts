/**
 * A zlib stream (RFC 1950) of one deflate block with the fixed Huffman codes (RFC 1951, 3.2.6),
 * made for picture rows: the only matches looked for are a copy of the previous pixel (distance
 * `pixelLength`: a run of flat colour) and a copy of the row above (distance `rowLength`). One pass, no hash table: several times faster than the platform's
 * CompressionStream on a preview, whose general search costs more CPU than the free plan's
 * 10 ms allow, for a file a little larger.
 */

/** The fixed literal/length code of each symbol 0..287, bit-reversed for LSB-first output. */
const LIT_CODE = new Uint16Array(288);
const LIT_BITS = new Uint8Array(288);

/** For each match length 3..258: its symbol 257..285, extra bit count and extra value. */
const LENGTH_SYMBOL = new Uint16Array(259);
const LENGTH_EXTRA_BITS = new Uint8Array(259);
const LENGTH_EXTRA = new Uint8Array(259);

const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
  163, 195, 227, 258,
];
const LENGTH_BITS = [
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DISTANCE_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
  3073, 4097, 6145, 8193, 12289, 16385, 24577,
];

function reverse(code: number, bits: number): number {
  let out = 0;
  for (let i = 0; i < bits; i++) out |= ((code >> i) & 1) << (bits - 1 - i);
  return out;
}

for (let sym = 0; sym < 288; sym++) {
  const [base, first, bits] =
    sym < 144
      ? [0x30, 0, 8]
      : sym < 256
        ? [0x190, 144, 9]
        : sym < 280
          ? [0, 256, 7]
          : [0xc0, 280, 8];
  LIT_CODE[sym] = reverse(base + sym - first, bits);
  LIT_BITS[sym] = bits;
}
for (let code = 0; code < 29; code++) {
  const end = code === 28 ? 259 : LENGTH_BASE[code + 1];
  for (let length = LENGTH_BASE[code]; length < end; length++) {
    LENGTH_SYMBOL[length] = 257 + code;
    LENGTH_EXTRA_BITS[length] = LENGTH_BITS[code];
    LENGTH_EXTRA[length] = length - LENGTH_BASE[code];
  }
}

/** A distance's code (5 bits, reversed) with its extra bits, as one value and a bit count. */
function distanceBits(distance: number): [value: number, bits: number] {
  let code = 29;
  while (DISTANCE_BASE[code] > distance) code--;
  const extraBits = code < 4 ? 0 : (code >> 1) - 1;
  return [reverse(code, 5) | ((distance - DISTANCE_BASE[code]) << 5), 5 + extraBits];
}

const MAX_MATCH = 258;

/** The Adler-32 checksum of `data`, as zlib's trailer holds it. */
function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  // 5552 bytes is the most that cannot overflow b before the modulo (RFC 1950's NMAX).
  for (let i = 0; i < data.length; ) {
    const end = Math.min(data.length, i + 5552);
    for (; i + 4 <= end; i += 4) {
      a += data[i];
      b += a;
      a += data[i + 1];
      b += a;
      a += data[i + 2];
      b += a;
      a += data[i + 3];
      b += a;
    }
    for (; i < end; i++) {
      a += data[i];
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/**
 * The zlib stream of `data`, whose bytes repeat from `pixelLength` and `rowLength` bytes back.
 * @example zlibStream(scanlines, 3, 1 + 3 * width)
 */
export function zlibStream(data: Uint8Array, pixelLength: number, rowLength: number): Uint8Array {
  // A literal takes at most 9 bits: room for every byte as one, the headers and the trailer.
  const out = new Uint8Array(Math.ceil((data.length * 9) / 8) + 16);
  out[0] = 0x78; // deflate, 32 KB window
  out[1] = 0x01; // fastest compression, and 0x7801 is a multiple of 31
  let at = 2;
  let bitBuffer = 0;
  let bitCount = 0;
  const put = (value: number, bits: number) => {
    bitBuffer |= value << bitCount;
    bitCount += bits;
    while (bitCount >= 8) {
      out[at++] = bitBuffer & 255;
      bitBuffer >>>= 8;
      bitCount -= 8;
    }
  };
  put(0b011, 3); // the final block, fixed codes
  const [leftValue, leftBits] = distanceBits(pixelLength);
  const [upValue, upBits] = distanceBits(rowLength);
  const n = data.length;
  let i = 0;
  while (i < n) {
    const limit = Math.min(MAX_MATCH, n - i);
    let run = 0;
    if (i >= pixelLength) {
      while (run < limit && data[i + run] === data[i + run - pixelLength]) run++;
    }
    let up = 0;
    if (run < limit && i >= rowLength) {
      while (up < limit && data[i + up] === data[i + up - rowLength]) up++;
    }
    const length = Math.max(run, up);
    if (length < 3) {
      put(LIT_CODE[data[i]], LIT_BITS[data[i]]);
      i++;
      continue;
    }
    const sym = LENGTH_SYMBOL[length];
    put(LIT_CODE[sym], LIT_BITS[sym]);
    put(LENGTH_EXTRA[length], LENGTH_EXTRA_BITS[length]);
    if (run >= up) put(leftValue, leftBits);
    else put(upValue, upBits);
    i += length;
  }
  put(LIT_CODE[256], LIT_BITS[256]);
  if (bitCount > 0) put(0, 8 - bitCount);
  new DataView(out.buffer).setUint32(at, adler32(data));
  return out.subarray(0, at + 4);
}
