/**
 * The site's light theme (site/src/styles/global.css, the first value of each light-dark()),
 * as 0xRRGGBB: a preview is one picture for every reader, and the light theme is the site's
 * face. test/site/preview-colors.test.ts keeps the two in step.
 */
export const COLORS = {
  bg: 0xf4f2ec,
  surface: 0xffffff,
  surface2: 0xebe8e0,
  text: 0x1a1d24,
  muted: 0x59606c,
  accent: 0x3451c6,
  accentSoft: 0xe4e9fb,
  onAccent: 0xffffff,
  markSpot: 0xffc93c,
  line: 0xcfd3da,
  lineStrong: 0x262a33,
  given: 0x1a1d24,
} as const;

/** The global.css custom property of each colour. */
export const COLOR_TOKENS: Readonly<Record<keyof typeof COLORS, string>> = {
  bg: '--bg',
  surface: '--surface',
  surface2: '--surface-2',
  text: '--text',
  muted: '--muted',
  accent: '--accent',
  accentSoft: '--accent-soft',
  onAccent: '--on-accent',
  markSpot: '--mark-spot',
  line: '--line',
  lineStrong: '--line-strong',
  given: '--given',
};
