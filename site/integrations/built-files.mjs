// @ts-check
import { readdir } from 'node:fs/promises';
import { relative, sep } from 'node:path';

/**
 * Every file of a finished build, as paths relative to its folder with `/` between parts,
 * sorted: what the build integrations (module preloads, security headers, the service worker)
 * read and rewrite.
 * @param {string} root the build's folder
 * @returns {Promise<string[]>}
 */
export async function builtFiles(root) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, `${entry.parentPath}${sep}${entry.name}`).split(sep).join('/'))
    .sort();
}
