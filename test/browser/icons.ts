import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, ROOT } from './dev-server.ts';

/**
 * The site's PNG icons, drawn from its mark (site/public/favicon.svg) by Debian's chromium:
 * a 32 px favicon for browsers without SVG icons, the 180 px apple-touch-icon, and 192/512 px
 * icons with a maskable one (the mark inside the safe circle, on its own colour) for an
 * installed app. `npm run icons` writes them to site/public/ after the mark changes.
 */

const PUBLIC = join(ROOT, 'site/public');
const mark = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8');
/** The mark's own blue, behind the icons that may not be transparent. */
const BACKGROUND = '#3451c6';

const ICONS: { file: string; size: number; inset: number; background: string }[] = [
  { file: 'favicon-32.png', size: 32, inset: 0, background: 'transparent' },
  { file: 'apple-touch-icon.png', size: 180, inset: 0, background: BACKGROUND },
  { file: 'icon-192.png', size: 192, inset: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, inset: 0, background: 'transparent' },
  // Maskable icons keep their picture within the middle 80% (a circle of radius 40%).
  { file: 'icon-maskable-512.png', size: 512, inset: 0.14, background: BACKGROUND },
];

const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  const page = await browser.newPage();
  for (const { file, size, inset, background } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const pad = Math.round(size * inset);
    await page.setContent(
      `<body style="margin:0;background:${background}"><div style="padding:${pad}px;width:${size}px;height:${size}px;box-sizing:border-box">${mark.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`,
    );
    const png = await page.screenshot({ omitBackground: background === 'transparent' });
    writeFileSync(join(PUBLIC, file), png);
    console.log(`${file}: ${size}×${size}, ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
