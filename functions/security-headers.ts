/**
 * The security headers of every answer: the site's pages (dist/_headers, written by the site's
 * build from `siteHeaders`, with the hashes of the inline scripts it finds in the built pages),
 * and the Worker's own answers (`WORKER_HEADERS`). Both lock framing, sniffing, referrers and
 * powerful features the same way; only the Content-Security-Policy differs, as what they serve
 * does.
 */

/** Headers every answer carries, page or API. */
const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  // frame-ancestors 'none' says the same to browsers that read a CSP; this, to the older ones.
  'X-Frame-Options': 'DENY',
  // Features the site never uses, refused to it and to anything it might embed. Clipboard
  // writes and the share sheet keep their default (this origin only).
  'Permissions-Policy':
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
    'magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
} as const;

/**
 * The site's Content-Security-Policy: everything from this origin only (scripts from /_astro/,
 * self-hosted fonts, fetches to /api/), images also inline as data: URLs, and no inline script
 * but those whose hashes are given. Styles may be inline: the build inlines every stylesheet as a
 * <style> block (astro.config.mjs, for a first paint without a round trip) and the player sets
 * custom properties in style attributes; a style cannot run code, a script can.
 * @example sitePolicy(["'sha256-…'"]) // "default-src 'self'; script-src 'self' 'sha256-…'; …"
 */
export function sitePolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers of every page of the site, whose inline scripts have `scriptHashes`. */
export function siteHeaders(scriptHashes: readonly string[]): Record<string, string> {
  return { 'Content-Security-Policy': sitePolicy(scriptHashes), ...COMMON_HEADERS };
}

/**
 * The headers of the Worker's own answers (JSON, problems, SVG pictures drawn with attributes
 * alone): nothing they hold loads or runs anything, so the policy allows nothing.
 */
export const WORKER_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  ...COMMON_HEADERS,
};
