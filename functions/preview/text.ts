import { type Canvas, fillPath, Path } from './canvas.ts';
import { FIGTREE_500, FIGTREE_800, type GlyphTable, UNITS_PER_EM } from './glyphs.ts';

/** Text in Figtree from its glyph outlines (glyphs.ts), without kerning or shaping. */

/** The weights a preview writes in: regular text, and headings and digits. */
export const FONTS = { regular: FIGTREE_500, bold: FIGTREE_800 } as const;
export type Weight = keyof typeof FONTS;

export interface TextStyle {
  weight: Weight;
  /** The em size, in pixels. */
  size: number;
  color: number;
}

/** Outlines parsed from their text once, as numbers: an op (M L Q), then its points. */
const parsed = new Map<string, number[]>();

function outline(table: GlyphTable, ch: string): number[] {
  const key = `${table === FIGTREE_500 ? 500 : 800}${ch}`;
  let ops = parsed.get(key);
  if (!ops) {
    ops = [];
    const path = table[ch]?.[1] ?? '';
    for (const [, op, args] of path.matchAll(/([MLQZ])([^MLQZ]*)/g)) {
      if (op === 'Z') continue;
      ops.push(op.charCodeAt(0), ...args.trim().split(/\s+/).map(Number));
    }
    parsed.set(key, ops);
  }
  return ops;
}

/** The advance of `text` in pixels. */
export function measureText(text: string, style: TextStyle): number {
  const table = FONTS[style.weight];
  let units = 0;
  for (const ch of text) units += table[ch]?.[0] ?? table['?'][0];
  return (units * style.size) / UNITS_PER_EM;
}

/**
 * Writes `text` with its baseline at `y`, starting at `x` (or centred on it, or ending there);
 * returns the x after it. A character without a glyph is written as '?'.
 */
export function drawText(
  canvas: Canvas,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
  align: 'start' | 'center' | 'end' = 'start',
): number {
  const table = FONTS[style.weight];
  const scale = style.size / UNITS_PER_EM;
  const width = measureText(text, style);
  let pen = align === 'start' ? x : align === 'center' ? x - width / 2 : x - width;
  const path = new Path();
  for (const ch of text) {
    const glyph = table[ch] ? ch : '?';
    const ops = outline(table, glyph);
    const px = (u: number) => pen + u * scale;
    const py = (u: number) => y + u * scale;
    for (let i = 0; i < ops.length; ) {
      const op = ops[i];
      if (op === 81) {
        path.quadTo(px(ops[i + 1]), py(ops[i + 2]), px(ops[i + 3]), py(ops[i + 4]));
        i += 5;
      } else {
        if (op === 77) path.moveTo(px(ops[i + 1]), py(ops[i + 2]));
        else path.lineTo(px(ops[i + 1]), py(ops[i + 2]));
        i += 3;
      }
    }
    path.close();
    pen += table[glyph][0] * scale;
  }
  fillPath(canvas, path, style.color);
  return pen;
}
