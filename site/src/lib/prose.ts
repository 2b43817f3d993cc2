/**
 * The little Markdown that OpenAPI descriptions use, read into blocks for an Astro template to
 * render (no HTML strings): paragraphs, `-` lists, `code` spans and [links](url).
 */

export interface Inline {
  text: string;
  code?: boolean;
  href?: string;
}

export interface Block {
  list: boolean;
  /** One entry for a paragraph, one per item for a list. */
  items: Inline[][];
}

const INLINE = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Splits a line of text into plain runs, code spans and links. */
export function readInlines(text: string): Inline[] {
  const inlines: Inline[] = [];
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > at) inlines.push({ text: text.slice(at, match.index) });
    inlines.push(match[1] ? { text: match[1], code: true } : { text: match[2], href: match[3] });
    at = match.index + match[0].length;
  }
  if (at < text.length) inlines.push({ text: text.slice(at) });
  return inlines;
}

/**
 * Splits a description into paragraphs (blank-line separated) and lists (items start with `- `
 * or `* `; other lines continue the item before them).
 * @example readBlocks('Errors are problem+json:\n- `400` bad input\n- `404` not found')
 */
export function readBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let lines: string[] = [];
  let list: string[] | undefined;
  const flush = () => {
    if (lines.length) blocks.push({ list: false, items: [readInlines(lines.join(' '))] });
    if (list) blocks.push({ list: true, items: list.map(readInlines) });
    lines = [];
    list = undefined;
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) flush();
    else if (/^[-*] /.test(line)) {
      if (lines.length) flush();
      list ??= [];
      list.push(line.slice(2));
    } else if (list) list[list.length - 1] += ` ${line}`;
    else lines.push(line);
  }
  flush();
  return blocks;
}
