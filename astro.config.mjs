// @ts-check
import { readFile, writeFile } from 'node:fs/promises';
import { defineConfig } from 'astro/config';
import { builtFiles } from './site/integrations/built-files.mjs';
import { inlinePageScripts } from './site/integrations/inline-page-scripts.mjs';
import { readPublicOrigin } from './site/integrations/public-origin.ts';
import { securityHeaders } from './site/integrations/security-headers.mjs';
import { serviceWorker } from './site/integrations/service-worker.mjs';

/** A static import of a sibling chunk in minified output: `import{a as b}from"./x.js"`, `import"./x.js"`. */
const STATIC_IMPORT = /(?:^|[;}])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g;

/**
 * Adds a `<link rel="modulepreload">` for every chunk a page's script imports statically, so the
 * browser fetches them together with the script instead of one round trip later (the first
 * visit to `/` on a slow phone network is where this counts). Dynamic imports (the hint
 * finder, the step-by-step solver) stay lazy.
 * @returns {import('astro').AstroIntegration}
 */
function preloadScriptImports() {
  return {
    name: 'preload-script-imports',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = dir.pathname;
        const files = await builtFiles(root);
        /** The chunks `src` imports statically, and theirs, into `chunks`. */
        const collect = async (src, chunks) => {
          const code = await readFile(root + src.slice(1), 'utf8');
          for (const [, name] of code.matchAll(STATIC_IMPORT)) {
            const chunk = `/_astro/${name}`;
            if (chunks.has(chunk)) continue;
            chunks.add(chunk);
            await collect(chunk, chunks);
          }
        };
        for (const file of files.filter((name) => name.endsWith('.html'))) {
          const html = await readFile(root + file, 'utf8');
          const chunks = new Set();
          for (const [, src] of html.matchAll(/<script type="module" src="(\/_astro\/[^"]+)"/g)) {
            await collect(src, chunks);
          }
          if (chunks.size === 0) continue;
          const links = [...chunks]
            .map((href) => `<link rel="modulepreload" href="${href}">`)
            .join('');
          await writeFile(root + file, html.replace('</head>', `${links}</head>`));
        }
      },
    },
  };
}

// The site lives in site/ and is built to dist/, which the Worker serves as static assets.
// `preserve` keeps each page where its source is: pages/api.astro becomes api.html, served at
// `/api` by the assets' auto-trailing-slash handling, so it never reaches the Worker, whose
// `run_worker_first` rule `/api/*` claims `/api/` and everything under it for the JSON API.
// pages/play/index.astro becomes play/index.html, which the Worker fetches as `/play/` for
// shared links `/p/{code}`.
export default defineConfig({
  // Preview tags' absolute links (site/integrations/public-origin.ts).
  site: readPublicOrigin(),
  srcDir: './site/src',
  publicDir: './site/public',
  outDir: './dist',
  // Styles inline: a first visit needs no stylesheet round trip before the board can show.
  build: { format: 'preserve', inlineStylesheets: 'always' },
  // The daily page's scripts inline, so its first visit needs one round trip (the Worker adds
  // today's puzzles to it: functions/daily-page.ts).
  integrations: [
    inlinePageScripts(['index.html']),
    preloadScriptImports(),
    serviceWorker(),
    securityHeaders(),
  ],
});
