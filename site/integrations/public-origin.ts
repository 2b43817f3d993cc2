import { readFileSync } from 'node:fs';

/**
 * The site's public address, wrangler.toml's PUBLIC_ORIGIN: one setting for the Worker (its
 * `env`) and the static pages (astro.config.mjs `site`), whose preview tags are absolute links
 * made from it, never from a request's Host.
 */
export function readPublicOrigin(): string {
  const toml = readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8');
  const origin = /^PUBLIC_ORIGIN\s*=\s*"([^"]+)"/m.exec(toml)?.[1];
  if (!origin) throw new Error('wrangler.toml: no PUBLIC_ORIGIN under [vars]');
  return origin;
}
