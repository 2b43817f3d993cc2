// @ts-check
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformWithOxc } from 'vite';
import { builtFiles } from './built-files.mjs';

const SOURCE = fileURLToPath(new URL('../src/sw.ts', import.meta.url));

/**
 * Built files that are not the site's to keep: the worker itself, the 404 page, `_headers`, the
 * link preview (for other sites' crawlers, never shown by a page).
 */
const NOT_KEPT = /^(?:sw\.js|404\.html|preview\.png|_[^/]*|\.[^/]*)$/;

/** The address a built file is served at: `index.html` at `/`, `play/index.html` at `/play/`, `x.html` at `/x`. */
function addressOf(file) {
  const path = `/${file}`;
  return path.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
}

/**
 * Builds the service worker, /sw.js, from site/src/sw.ts once the site is built: its PRECACHE is
 * every built page and asset (hashed /_astro/ names included) and its VERSION a digest of them
 * all, so any change to the site makes a new worker with a new shell cache. Listed after the
 * integrations that rewrite pages, it digests them as served.
 * @returns {import('astro').AstroIntegration}
 */
export function serviceWorker() {
  return {
    name: 'service-worker',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const files = (await builtFiles(root)).filter((file) => !NOT_KEPT.test(file));
        const digest = createHash('sha256');
        for (const file of files) digest.update(file).update(await readFile(join(root, file)));
        const version = digest.digest('hex').slice(0, 12);
        const precache = files.map(addressOf);
        const { code } = await transformWithOxc(await readFile(SOURCE, 'utf8'), SOURCE);
        // sw.ts is a module only for its type check: the worker is a classic script, which
        // every browser with service workers runs.
        const script = code.replace(/^export \{\};$/m, '');
        const head = `// Built from site/src/sw.ts by site/integrations/service-worker.mjs.\nconst VERSION = ${JSON.stringify(version)};\nconst PRECACHE = ${JSON.stringify(precache)};\n`;
        await writeFile(join(root, 'sw.js'), head + script);
      },
    },
  };
}
