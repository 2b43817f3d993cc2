// @ts-check
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteHeaders } from '../../functions/security-headers.ts';
import { builtFiles } from './built-files.mjs';

/** An inline script: a `<script>` without `src`, and its text, exactly what a CSP hash covers. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources of the inline scripts in `html`: `'sha256-…'` of each one's text.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, script]) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
}

/**
 * Writes dist/_headers, the security headers the assets server adds to every page and asset
 * (functions/security-headers.ts), whose Content-Security-Policy allows exactly the inline
 * scripts of the built pages by their SHA-256 hashes: found here, in the HTML as built, so that
 * no inline script can be added or changed and its hash forgotten. Listed last, after every
 * integration that rewrites pages.
 * @returns {import('astro').AstroIntegration}
 */
export function securityHeaders() {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const files = await builtFiles(root);
        const hashes = new Set();
        for (const file of files.filter((name) => name.endsWith('.html'))) {
          for (const hash of inlineScriptHashes(await readFile(join(root, file), 'utf8'))) {
            hashes.add(hash);
          }
        }
        const headers = Object.entries(siteHeaders([...hashes].sort()))
          .map(([name, value]) => `  ${name}: ${value}\n`)
          .join('');
        await writeFile(join(root, '_headers'), `/*\n${headers}`);
      },
    },
  };
}
