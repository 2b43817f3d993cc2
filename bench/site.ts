import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM, startDevServer } from '../test/browser/dev-server.ts';
import { ROOT } from './cli.ts';
import { table, verdict } from './markdown.ts';
import { versionOf } from './peers.ts';
import { median, progress } from './stats.ts';

/**
 * `node bench/site.ts`: the daily site's quality targets (issue 6), measured in Debian's headless
 * chromium against `wrangler dev` serving the Worker and the built site (run `npx astro build`
 * first). Writes bench/out/site.md, for docs/benchmarks.md. Nothing here asserts.
 *
 * Transfer: every response of a first visit to `/` (fresh profile, until the board is drawn and
 * the network is idle), as served (wrangler dev's own compression, headers included, from the
 * DevTools protocol), and each body gzip -9 and brotli 11 compressed here, which is what a CDN
 * serves. Time: navigation start to the first playable cell, under DevTools-protocol throttling.
 */

const KB = 1024;
const RUNS = 3;
const BOARD = '[data-testid="player"] [role="grid"][aria-busy="false"] [role="gridcell"]';

/** Network and CPU throttling; throughputs in bytes per second, latency added to each request. */
interface Profile {
  name: string;
  latency: number;
  down: number;
  up: number;
  cpu: number;
}

// DevTools' "Fast 3G" preset (named "Slow 4G" since Chrome 129): Lighthouse's mobile link,
// 150 ms RTT at 1.6 / 0.75 Mbit/s, scaled as DevTools scales it for request-level throttling.
const PROFILES: Profile[] = [
  { name: 'no throttling', latency: 0, down: -1, up: -1, cpu: 1 },
  {
    name: 'fast 3G (562.5 ms, 1.44 Mbit/s) + 4× CPU',
    latency: 562.5,
    down: (1.6e6 * 0.9) / 8,
    up: (750e3 * 0.9) / 8,
    cpu: 4,
  },
  {
    name: 'Lighthouse mobile RTT (150 ms, 1.6 Mbit/s) + 4× CPU',
    latency: 150,
    down: 1.6e6 / 8,
    up: 750e3 / 8,
    cpu: 4,
  },
];

interface Resource {
  path: string;
  type: string;
  /** Bytes received as wrangler dev served them, headers included. */
  wire: number;
  encoding: string;
  body: number;
  gzip: number;
  brotli: number;
}

/** Every response of a first visit to `/`, with its sizes. */
async function measureTransfer(browser: Browser, origin: string): Promise<Resource[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const responses = new Map<string, { url: string; type: string; encoding: string }>();
  const wire = new Map<string, number>();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const encoding = Object.entries(response.headers).find(
      ([name]) => name.toLowerCase() === 'content-encoding',
    )?.[1];
    responses.set(requestId, { url: response.url, type, encoding: String(encoding ?? 'none') });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    wire.set(requestId, encodedDataLength);
  });
  await cdp.send('Network.enable');
  await page.goto(`${origin}/`);
  await page.locator(BOARD).first().waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();

  const resources: Resource[] = [];
  for (const [requestId, { url, type, encoding }] of responses) {
    if (!url.startsWith(origin)) continue;
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    resources.push({
      path: url.slice(origin.length),
      type,
      wire: wire.get(requestId) ?? 0,
      encoding,
      body: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return resources;
}

/** Milliseconds from navigation start, one cold visit of `/` on a phone-sized window. */
interface Visit {
  firstPaint: number;
  board: number;
  /** A click on an empty cell and a digit typed, until the next frame (in the page). */
  input: number;
}

async function timeVisit(browser: Browser, origin: string, profile: Profile): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latency,
    downloadThroughput: profile.down,
    uploadThroughput: profile.up,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  await page.addInitScript((selector) => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector(selector)) return;
      (globalThis as { boardAt?: number }).boardAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, attributes: true });
  }, BOARD);
  await page.goto(`${origin}/`, { waitUntil: 'commit' });
  await page.waitForFunction(() => (globalThis as { boardAt?: number }).boardAt !== undefined);
  const visit = await page.evaluate(async () => {
    const board = (globalThis as { boardAt?: number }).boardAt!;
    const paint =
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const cell = [...document.querySelectorAll<HTMLElement>('[role="gridcell"]')].find((element) =>
      element.getAttribute('aria-label')?.includes('empty'),
    )!;
    const started = performance.now();
    cell.click();
    cell.dispatchEvent(
      new KeyboardEvent('keydown', { key: '5', code: 'Digit5', bubbles: true, cancelable: true }),
    );
    await new Promise(requestAnimationFrame);
    const typed = cell.getAttribute('aria-label')?.includes(', 5');
    return { firstPaint: paint, board, input: typed ? performance.now() - started : Number.NaN };
  });
  await context.close();
  return visit;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value: number) => (Number.isNaN(value) ? '–' : `${Math.round(value)} ms`);

function renderReport(
  resources: Resource[],
  visits: Map<Profile, Visit[]>,
  chromiumVersion: string,
): string {
  const sum = (pick: (r: Resource) => number, only = (_: Resource) => true) =>
    resources.filter(only).reduce((total, r) => total + pick(r), 0);
  const isJs = (r: Resource) => r.type === 'Script';
  const total = {
    wire: sum((r) => r.wire),
    gzip: sum((r) => r.gzip),
    brotli: sum((r) => r.brotli),
  };
  const js = {
    wire: sum((r) => r.wire, isJs),
    gzip: sum((r) => r.gzip, isJs),
    brotli: sum((r) => r.brotli, isJs),
  };
  const fast3g = median(visits.get(PROFILES[1])!.map((v) => v.board));
  const cpu = cpus()[0]?.model ?? 'unknown';
  const lines = [
    '## The daily site (`node bench/site.ts`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16)}Z on ${cpu} (${availableParallelism()} cores), ` +
      `headless Debian chromium ${chromiumVersion}, wrangler ${versionOf('wrangler')} (\`wrangler dev\`, ` +
      'as `npm start` serves the site). KB = 1,024 bytes.',
    '',
    '| target | measured | verdict |',
    '| --- | --- | --- |',
    `| first visit to \`/\`, all responses ≤ 60 KB compressed | ${kb(total.gzip)} gzip -9, ${kb(total.brotli)} brotli (bodies); ${kb(total.wire)} on the wire from wrangler dev | ${verdict(total.gzip <= 60 * KB)} |`,
    `| of it JavaScript ≤ 25 KB | ${kb(js.gzip)} gzip -9, ${kb(js.brotli)} brotli; ${kb(js.wire)} on the wire | ${verdict(js.gzip <= 25 * KB)} |`,
    `| board playable ≤ 1 s, fast 3G + 4× CPU | ${ms(fast3g)} (median of ${RUNS} cold visits) | ${verdict(fast3g <= 1000)} |`,
    '',
    'Each response of the first visit (a fresh profile, until the board is drawn and the network is idle). ' +
      '"On the wire" is what chromium received from wrangler dev, headers included, with the encoding wrangler dev chose; ' +
      'gzip -9 and brotli 11 are the bodies compressed here, as a CDN would serve them.',
    '',
    table(
      ['response', 'type', 'on the wire', 'encoding', 'body', 'gzip -9', 'brotli 11'],
      resources.map((r) => [
        `\`${r.path}\``,
        r.type,
        String(r.wire),
        r.encoding,
        String(r.body),
        String(r.gzip),
        String(r.brotli),
      ]),
    ),
    `Cold visits of \`/\` at 360×740 (${RUNS} each, median; milliseconds from navigation start). ` +
      "Throttling is the DevTools protocol's (Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate): " +
      'latency is added to every request. "Board playable" is the first cell of the board drawn by the ' +
      'script that also listens for input; "input" is a click on an empty cell and a digit key until the next frame.',
    '',
    table(
      ['profile', 'first contentful paint', 'board playable', 'input to next frame'],
      PROFILES.map((profile) => {
        const runs = visits.get(profile)!;
        const of = (pick: (v: Visit) => number) => ms(median(runs.map(pick)));
        return [profile.name, of((v) => v.firstPaint), of((v) => v.board), of((v) => v.input)];
      }),
    ),
  ];
  return lines.join('\n');
}

if (!existsSync(CHROMIUM)) {
  progress(`${CHROMIUM} is missing (apt-get install chromium)`);
  process.exit(2);
}
const server = await startDevServer();
const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  progress(`site at ${server.origin}; first visit`);
  const resources = await measureTransfer(browser, server.origin);
  const visits = new Map<Profile, Visit[]>();
  for (const profile of PROFILES) {
    progress(`cold visits, ${profile.name}`);
    const runs: Visit[] = [];
    for (let run = 0; run < RUNS; run++)
      runs.push(await timeVisit(browser, server.origin, profile));
    visits.set(profile, runs);
  }
  const text = renderReport(resources, visits, browser.version());
  mkdirSync(`${ROOT}bench/out`, { recursive: true });
  writeFileSync(`${ROOT}bench/out/site.md`, `${text}\n`);
  process.stdout.write(`${readFileSync(`${ROOT}bench/out/site.md`, 'utf8')}`);
  progress('wrote bench/out/site.md');
} finally {
  await browser.close();
  await server.stop();
}
