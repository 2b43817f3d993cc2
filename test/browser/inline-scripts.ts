/**
 * The texts of a page's inline scripts, those that run: no `src`, and not a data block
 * (`type="application/json"`, the dailies the Worker adds to /). For the browser tests and
 * bench/site-browser.ts, which count them as JavaScript and check their hashes.
 * @example inlineScripts('<script>a()</script><script type="application/json">{}</script>') // ['a()']
 */
export function inlineScripts(html: string): string[] {
  const scripts =
    /<script\b(?![^>]*\ssrc=)(?![^>]*\stype="application\/json")[^>]*>([\s\S]*?)<\/script>/g;
  return [...html.matchAll(scripts)].map(([, script]) => script);
}
