import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLOR_TOKENS, COLORS } from '../../functions/preview/colors.ts';

/** The link previews are drawn in the site's light theme: each colour is its token's. */
const css = readFileSync(new URL('../../site/src/styles/global.css', import.meta.url), 'utf8');

/** The light value of a custom property: `light-dark(#f4f2ec, …)`'s first, or a plain colour. */
function lightValue(token: string): string {
  const match = new RegExp(`${token}:\\s*(?:light-dark\\()?(#[0-9a-f]{6})`, 'i').exec(css);
  if (!match) throw new Error(`global.css has no colour ${token}`);
  return match[1].toLowerCase();
}

describe('the previews’ colours', () => {
  for (const [name, token] of Object.entries(COLOR_TOKENS)) {
    it(`draws ${name} as global.css's ${token}`, () => {
      const color = COLORS[name as keyof typeof COLORS];
      expect(`#${color.toString(16).padStart(6, '0')}`).toBe(lightValue(token));
    });
  }
});
