// @ts-check
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, minify } from 'vite';

/** A page's external module script as Astro writes it. */
const MODULE_SCRIPT = /<script type="module" src="(\/_astro\/[^"]+\.js)"><\/script>/g;

/**
 * The module scripts `sources` (built chunks under `root`) and every chunk they import
 * statically, bundled into one classic script (a function run at once), in their order. Dynamic
 * imports (the hint finders) stay lazy, loaded by their absolute /_astro/ address as the other
 * pages load them.
 * @param {string} root the build's folder
 * @param {string[]} sources the scripts' addresses, `/_astro/….js`, in the page's order
 * @returns {Promise<string>}
 */
async function bundleScripts(root, sources) {
  // A module of its own that imports the page's scripts; no such file is written.
  const entry = join(root, 'page-scripts.js');
  const built = await build({
    configFile: false,
    logLevel: 'warn',
    root,
    publicDir: false,
    // A classic script has no import.meta: the chunks' preloads of dynamic imports resolve
    // their addresses against the page's, as an inline module's would.
    define: { 'import.meta.url': 'document.baseURI', 'import.meta.resolve': 'undefined' },
    build: {
      write: false,
      // Minified below: a library build keeps its whitespace.
      minify: false,
      modulePreload: false,
      target: 'esnext',
      // A library build: the chunks keep their own preloading of dynamic imports, Vite adds none.
      lib: { entry, formats: ['iife'], name: 'page', fileName: 'page' },
      // `/_astro/x.js` is an address, not a path on this machine to make relative.
      rollupOptions: { makeAbsoluteExternalsRelative: false },
    },
    plugins: [
      {
        name: 'page-scripts',
        enforce: 'pre',
        resolveId(source, _importer, options) {
          if (source === entry) return entry;
          if (options?.kind === 'dynamic-import' && source.startsWith('./')) {
            return { id: `/_astro/${source.slice(2)}`, external: true };
          }
          return null;
        },
        load(id) {
          if (id !== entry) return null;
          return sources.map((src) => `import ${JSON.stringify(join(root, src))};`).join('\n');
        },
      },
    ],
  });
  const [output] = Array.isArray(built) ? built : [built];
  if (!('output' in output)) throw new Error('vite build gave no output to inline');
  const chunks = output.output.filter((item) => item.type === 'chunk');
  if (chunks.length !== 1) {
    throw new Error(`the scripts of a page bundled into ${chunks.length} chunks, not one`);
  }
  const { code } = await minify('page-scripts.js', chunks[0].code, { module: false });
  if (/<\/script|<!--/i.test(code)) throw new Error('a bundled page script cannot be inlined');
  return code.trim();
}

/**
 * Puts every script of `pages` (built HTML files, `index.html`) inline, as one classic script
 * where the last one stood (the end of the body): a first visit on a slow phone network then
 * needs no request but the page itself before the board can be played (each round trip there
 * costs over half a second), and the script runs as the parser reaches it, drawing the board
 * before the first layout (a module script would wait for a paint without it). Listed first, before the module preloads (a page left with no script `src` gets
 * none) and before the security headers, which allow the inline script by its hash.
 * @param {string[]} pages
 * @returns {import('astro').AstroIntegration}
 */
export function inlinePageScripts(pages) {
  return {
    name: 'inline-page-scripts',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        for (const page of pages) {
          const html = await readFile(join(root, page), 'utf8');
          const sources = [...html.matchAll(MODULE_SCRIPT)].map(([, src]) => src);
          if (sources.length === 0) continue;
          const script = `<script>${await bundleScripts(root, sources)}</script>`;
          let left = sources.length;
          const inlined = html.replace(MODULE_SCRIPT, () => (--left === 0 ? script : ''));
          await writeFile(join(root, page), inlined);
        }
      },
    },
  };
}
