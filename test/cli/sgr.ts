const SGR = new RegExp(`${'\x1b'}\\[([0-9;]*)m`, 'g');

/**
 * The colour codes among the SGR escapes (`ESC [ … m`) of `text`: foreground and background, of
 * 8, 16, 256 colours or true colour (30-49, 90-107); bold, underline and inverse are no colour.
 * @example colourCodes('\x1b[1;31mx\x1b[0m') // [31]
 */
export function colourCodes(text: string): number[] {
  const codes: number[] = [];
  for (const match of text.matchAll(SGR)) {
    for (const part of match[1].split(';')) {
      const code = Number(part || 0);
      if ((code >= 30 && code <= 49) || (code >= 90 && code <= 107)) codes.push(code);
    }
  }
  return codes;
}
