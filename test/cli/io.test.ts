import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { countLines, MIN_BATCH_BYTES, readBatches, TAIL_PARTS } from '../../cli/io.ts';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

async function batchesOf(chunks: string[], batchBytes: number, total?: number) {
  const input = Readable.from(chunks.map((chunk) => Buffer.from(chunk, 'latin1')));
  const batches: Array<{ text: string; firstLine: number }> = [];
  for await (const batch of readBatches(input, batchBytes, total))
    batches.push({ text: text(batch.bytes), firstLine: batch.firstLine });
  return batches;
}

describe('readBatches', () => {
  it('cuts one large chunk (a whole small file) into batches of whole lines', async () => {
    const lines = Array.from({ length: 100 }, (_, i) => `line ${i}`);
    const whole = `${lines.join('\n')}\n`;
    const batches = await batchesOf([whole], 64);
    expect(batches.length).toBeGreaterThan(10);
    expect(batches.map((batch) => batch.text).join('')).toBe(whole);
    for (const batch of batches.slice(0, -1)) {
      expect(batch.text.endsWith('\n')).toBe(true);
      expect(batch.text.length).toBeLessThanOrEqual(64);
    }
    let line = 1;
    for (const batch of batches) {
      expect(batch.firstLine).toBe(line);
      expect(batch.text.split('\n')[0]).toBe(lines[line - 1]);
      line += countLines(Buffer.from(batch.text, 'latin1'));
    }
  });

  it('keeps a line longer than a batch whole, and a last line without a newline', async () => {
    const long = 'x'.repeat(200);
    const batches = await batchesOf([`a\n${long}\nb\n`, 'c'], 64);
    expect(batches.map((batch) => batch.text)).toEqual(['a\n', `${long}\n`, 'b\nc']);
    expect(batches.map((batch) => batch.firstLine)).toEqual([1, 2, 3]);
  });
});

describe('readBatches on an input of known size', () => {
  it('shrinks the batches toward the end, to whole lines of at least MIN_BATCH_BYTES', async () => {
    // 82-byte lines, as a file of 9×9 puzzles: 40,000 of them, in chunks of 256 KiB.
    const line = `${'1'.repeat(81)}\n`;
    const whole = line.repeat(40_000);
    const chunks: string[] = [];
    for (let at = 0; at < whole.length; at += 1 << 18) chunks.push(whole.slice(at, at + (1 << 18)));
    const batchBytes = 1 << 17;
    const batches = await batchesOf(chunks, batchBytes, whole.length);
    const sizes = batches.map((batch) => batch.text.length);
    expect(batches.map((batch) => batch.text).join('')).toBe(whole);
    expect(batches.every((batch) => batch.text.endsWith('\n'))).toBe(true);
    expect(batches.map((batch) => batch.firstLine)).toEqual(
      sizes.map((_, i) => 1 + sizes.slice(0, i).reduce((a, b) => a + b, 0) / line.length),
    );
    // Far from the end, full batches; then never larger than the one before, down to the floor.
    expect(sizes[0]).toBeGreaterThan(batchBytes - line.length);
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]).toBeLessThanOrEqual(sizes[i - 1]);
    const last = sizes.at(-1)!;
    expect(last).toBeLessThan(MIN_BATCH_BYTES + line.length);
    for (const size of sizes.slice(0, -1))
      expect(size).toBeGreaterThan(MIN_BATCH_BYTES - line.length);
    // Above the floor, each batch is at most 1/TAIL_PARTS of what was left before it.
    let left = whole.length;
    for (const size of sizes) {
      if (size > MIN_BATCH_BYTES + line.length)
        expect(size * TAIL_PARTS).toBeLessThanOrEqual(left + TAIL_PARTS * line.length);
      left -= size;
    }
    // Without the size, every batch but the last is about batchBytes.
    const plain = (await batchesOf(chunks, batchBytes)).map((batch) => batch.text.length);
    for (const size of plain.slice(0, -1)) expect(size).toBeGreaterThan(batchBytes - line.length);
    expect(sizes.length).toBeGreaterThan(plain.length);
  });
});

describe('readBatches on a text that starts with a byte-order mark', () => {
  it('skips the mark, even when it is split over chunks, and only at the start', async () => {
    const bom = '\xef\xbb\xbf';
    expect(await batchesOf([`${bom}a\n${bom}b\n`], 64)).toEqual([
      { text: `a\n${bom}b\n`, firstLine: 1 },
    ]);
    const split = await batchesOf(['\xef', '\xbb', '\xbfa\nb\n'], 64);
    expect(split.map((batch) => batch.text).join('')).toBe('a\nb\n');
    expect(await batchesOf(['\xef\xbb'], 64)).toEqual([{ text: '\xef\xbb', firstLine: 1 }]);
  });
});

describe('countLines', () => {
  it('counts the newlines', () => {
    expect(countLines(Buffer.from(''))).toBe(0);
    expect(countLines(Buffer.from('a\nb\n\nc'))).toBe(3);
  });
});
