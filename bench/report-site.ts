import { table, verdict } from './markdown.ts';
import {
  FAST_3G,
  INLINE,
  LIGHTHOUSE,
  type Profile,
  type Resource,
  SITE_RUNS,
  type SiteResults,
  type TracedVisit,
  UNTHROTTLED,
  type Visit,
} from './site.ts';
import { TRACE_CATEGORIES } from './site-phases.ts';
import { finiteCount, formatCount, median } from './stats.ts';

/** The "Daily site" section of docs/benchmarks.md and its lines under "Targets". */

/** The targets: kilobytes of the first visit (gzip -9), milliseconds on FAST_3G. */
export const SITE_TARGETS = { firstVisitKb: 60, jsKb: 25, boardMs: 1000 };

const KB = 1024;

/** Each byte count summed over the responses that `only` keeps. */
function totalOf(resources: Resource[], only: (r: Resource) => boolean = () => true) {
  const kept = resources.filter(only);
  const sum = (pick: (r: Resource) => number) => kept.reduce((total, r) => total + pick(r), 0);
  return {
    wire: sum((r) => r.wire),
    body: sum((r) => r.body),
    gzip: sum((r) => r.gzip),
    brotli: sum((r) => r.brotli),
  };
}

const isScript = (r: Resource) => r.type === 'Script' || r.type === INLINE;
/** A response, not an inline script (whose bytes its page's body holds). */
const isResponse = (r: Resource) => r.type !== INLINE;

/** Kilobytes: "21.8 KB". */
function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** Milliseconds, "–" for a figure the page did not report. */
function formatMs(ms: number): string {
  return Number.isNaN(ms) ? '–' : `${formatCount(ms)} ms`;
}

/** A figure of each run of `profile` (none when it was not run). */
function runsOf(results: SiteResults, profile: Profile, pick: (v: Visit) => number): number[] {
  return results.visits.find((v) => v.profile === profile)?.runs.map(pick) ?? [];
}

/**
 * The median of a figure, saying how many runs it is of when some did not report it
 * ("1,012 ms (4 of 5)"); "–" when none did.
 */
function formatMedian(values: readonly number[]): string {
  const reported = finiteCount(values);
  const ms = formatMs(median(values));
  return reported === 0 || reported === values.length
    ? ms
    : `${ms} (${reported} of ${values.length})`;
}

function transferTable(resources: Resource[]): string {
  const row = (name: string, type: string, t: ReturnType<typeof totalOf>, encoding = '') => [
    name,
    type,
    formatCount(t.wire),
    encoding,
    formatCount(t.body),
    formatCount(t.gzip),
    formatCount(t.brotli),
  ];
  return table(
    ['response', 'type', 'on the wire', 'encoding', 'body', 'gzip -9', 'brotli 11'],
    [
      ...resources.map((r) => row(`\`${r.path}\``, r.type, totalOf([r]), r.encoding)),
      row('**all responses**', '', totalOf(resources, isResponse)),
      row('**of it JavaScript**', 'Script', totalOf(resources, isScript)),
    ],
  );
}

function visitTable(results: SiteResults): string {
  return table(
    ['profile', 'first contentful paint', 'board playable', 'input to next frame'],
    results.visits.map(({ profile }) => [
      profile.name,
      formatMedian(runsOf(results, profile, (v) => v.firstPaint)),
      formatMedian(runsOf(results, profile, (v) => v.board)),
      formatMedian(runsOf(results, profile, (v) => v.input)),
    ]),
  );
}

/** Where the time of the traced visits went, medians. */
function phaseTable(results: SiteResults): string {
  const at = (pick: (v: TracedVisit) => number) => formatMedian(results.phases.map(pick));
  return table(
    ["the page's main thread", 'median'],
    [
      [
        "the page's HTML begins to be parsed (navigation committed, window made)",
        at((v) => v.firstParse),
      ],
      ['page script begins', at((v) => v.script)],
      ['page script compiles', at((v) => v.compile)],
      ['page script runs', at((v) => v.run)],
      ["page script's task ends", at((v) => v.scriptEnd)],
      ['board playable (traced)', at((v) => v.board)],
    ],
  );
}

/** The section; empty when the site part was not run. */
export function siteSection(results: SiteResults | null): string {
  if (!results) return '';
  const skipped = results.skipped.map((line) => `- ${line}\n`).join('');
  if (results.resources.length === 0) return `## Daily site\n\nNot measured:\n\n${skipped}`;
  return `## Daily site

The site as \`npm start\` serves it, \`wrangler dev\` on a free loopback port with the Worker and
the static assets built in dist/, visited by headless Debian chromium through the DevTools
protocol (bench/site.ts, bench/site-browser.ts). Versions: ${results.versions}. KB = 1,024 bytes.

Each response of a first visit to \`/\` (a fresh profile, until the board is drawn and the
network is idle), in bytes. "On the wire" is what chromium received from wrangler dev, headers
included, with the encoding wrangler dev chose; gzip -9 and brotli 11 are the bodies compressed
here, as a CDN would serve them. The targets count gzip -9. A page's inline scripts are listed
after it (their bytes are in its body, counted once in all responses, and as JavaScript).

${transferTable(results.resources)}
Cold visits of \`/\` at 360×740, ${SITE_RUNS} under each profile (median, milliseconds from
navigation start). Throttling is the DevTools protocol's (\`Network.emulateNetworkConditions\`,
\`Emulation.setCPUThrottlingRate\`), which adds the latency to every request. "Board playable"
is the first cell of the board drawn by the script that also listens for input (before the
first contentful paint when that script runs before the page's first paint, as /'s does, the
paint then showing the board), noted by a MutationObserver the page runs from its start and
reported through a DevTools binding, so that no script of the harness runs on the page's main
thread before it; "input" is a click on an empty cell and a digit key, until the
next frame. The target's profile is DevTools' "Fast 3G" preset (named "Slow 4G" since Chrome
129): Lighthouse's mobile link as DevTools scales it for request-level throttling.
Lighthouse's own figures, unscaled, are shown for comparison.

${visitTable(results)}
Where that time goes on the target's profile: ${results.phases.length} more cold visits, traced
(chromium's categories \`${TRACE_CATEGORIES}\`, bench/site-phases.ts), in milliseconds from
navigation start on the page's main thread, medians. The page script is the inline one at the
end of the body; "runs" is its own run, up to the board drawn in its microtasks. Tracing costs
the page time of its own, so these visits are slower than those above.

${phaseTable(results)}${skipped}`;
}

/** The verdicts on the first-visit targets. */
export function siteTargets(results: SiteResults): string[] {
  if (results.resources.length === 0) {
    return [`- Daily site: not measured (${results.skipped.join('; ')}).`];
  }
  const { firstVisitKb, jsKb, boardMs } = SITE_TARGETS;
  const all = totalOf(results.resources, isResponse);
  const responses = results.resources.filter(isResponse).length;
  const js = totalOf(results.resources, isScript);
  const scripts = results.resources.filter(isScript).length;
  const inline = results.resources.filter((r) => r.type === INLINE).length;
  const boards = runsOf(results, FAST_3G, (v) => v.board);
  const board = median(boards);
  const lighthouse = formatMedian(runsOf(results, LIGHTHOUSE, (v) => v.board));
  const unthrottled = formatMedian(runsOf(results, UNTHROTTLED, (v) => v.board));
  return [
    `- Daily site, first visit to \`/\` at most ${firstVisitKb} KB compressed: ${verdict(all.gzip <= firstVisitKb * KB)}, ${formatKb(all.gzip)} gzip -9 in ${responses} responses (${formatKb(all.brotli)} brotli 11, ${formatKb(all.wire)} on the wire from wrangler dev).`,
    `- Daily site, of it at most ${jsKb} KB of JavaScript: ${verdict(js.gzip <= jsKb * KB)}, ${formatKb(js.gzip)} gzip -9 in ${scripts} scripts, ${inline} of them inline (${formatKb(js.brotli)} brotli 11).`,
    `- Daily site, board playable within ${formatCount(boardMs)} ms on fast 3G + 4× CPU: ${verdict(board <= boardMs)}, ${formatMs(board)} (median of ${finiteCount(boards)} cold visits); for context, ${lighthouse} on Lighthouse's mobile link (150 ms RTT, 1.6 Mbit/s) + 4× CPU and ${unthrottled} unthrottled.`,
  ];
}
