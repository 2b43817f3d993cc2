import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM } from '../test/browser/dev-server.ts';
import { inlineScripts } from '../test/browser/inline-scripts.ts';
import {
  INLINE,
  type MeasureSite,
  type Profile,
  type Resource,
  type TracedVisit,
  type Visit,
} from './site.ts';
import { phasesOf, TRACE_CATEGORIES, type TraceEvent } from './site-phases.ts';
import { progress } from './stats.ts';

/**
 * The browser side of bench/site.ts, in Debian's headless chromium through the DevTools
 * protocol. Typed against the DOM by test/browser/tsconfig.json, and kept out of the core's
 * type check (tsconfig.json excludes it, and site.ts loads it by a specifier tsc does not follow).
 *
 * Transfer: every response of a first visit to `/` (fresh profile, until the board is drawn and
 * the network is idle), as served (wrangler dev's own compression, headers included), and each
 * body gzip -9 and brotli 11 compressed here, which is what a CDN serves. Time: navigation start
 * to the first playable cell, under the protocol's throttling.
 */

const BOARD = '[data-testid="player"] [role="grid"][aria-busy="false"] [role="gridcell"]';
/** The binding the page calls once the board is drawn. */
const DRAWN = '__benchBoardDrawn';

/** A body's size as it is, gzip -9 and brotli 11. */
function sizesOf(body: Buffer): Pick<Resource, 'body' | 'gzip' | 'brotli'> {
  return {
    body: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Every response of a first visit to `/`, with its sizes, and each inline script's. */
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
    const path = url.slice(origin.length);
    resources.push({ path, type, wire: wire.get(requestId) ?? 0, encoding, ...sizesOf(body) });
    // A page's inline scripts, already counted in its body, are its JavaScript too.
    if (type !== 'Document') continue;
    for (const [n, script] of inlineScripts(body.toString()).entries()) {
      const sizes = sizesOf(Buffer.from(script));
      resources.push({
        path: `${path} inline script ${n + 1}`,
        type: INLINE,
        wire: 0,
        encoding: '',
        ...sizes,
      });
    }
  }
  return resources;
}

/**
 * A fresh context at 360×740 throttled as `profile`, whose next page reports the board's moment
 * (`drawn`, milliseconds from navigation start).
 */
async function throttledPage(browser: Browser, profile: Profile) {
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
  // The board's moment is noted by a MutationObserver the page runs from its first line, which
  // watches only aria-busy (the board's own signal, set once its cells are in) so as to cost the
  // page nothing while it parses, and it is reported through a DevTools binding: Playwright's
  // helpers (addInitScript, waitForFunction) would put their injected script on the page's main
  // thread before the board, tens of milliseconds at 4× that no visitor's page runs.
  await cdp.send('Page.enable');
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: DRAWN });
  const drawn = new Promise<number>((resolve) => {
    cdp.on('Runtime.bindingCalled', ({ name, payload }) => {
      if (name === DRAWN) resolve(Number(payload));
    });
  });
  await cdp.send('Page.addScriptToEvaluateOnNewDocument', {
    source: `new MutationObserver((_, observer) => {
      if (!document.querySelector(${JSON.stringify(BOARD)})) return;
      observer.disconnect();
      ${DRAWN}(String(performance.now()));
    }).observe(document, { subtree: true, attributeFilter: ['aria-busy'] });`,
  });
  return { context, page, cdp, drawn };
}

/** One cold visit of `/` at 360×740 under `profile`. */
async function timeVisit(browser: Browser, origin: string, profile: Profile): Promise<Visit> {
  const { context, page, drawn } = await throttledPage(browser, profile);
  await page.goto(`${origin}/`, { waitUntil: 'commit' });
  const board = await drawn;
  // A page whose script draws the board before its first paint (/) paints it after: that paint
  // is waited for too, to be reported.
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  await page.waitForFunction(painted, null, { timeout: 10_000 }).catch(() => {});
  const visit = await page.evaluate(async () => {
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
    return { firstPaint: paint, input: typed ? performance.now() - started : Number.NaN };
  });
  await context.close();
  return { ...visit, board };
}

/**
 * One cold visit of `/` under `profile`, traced: where its time goes before the board (the
 * trace's own cost makes it slower than an untraced visit).
 */
async function traceVisit(
  browser: Browser,
  origin: string,
  profile: Profile,
): Promise<TracedVisit> {
  const { context, page, cdp, drawn } = await throttledPage(browser, profile);
  const events: TraceEvent[] = [];
  // The protocol's types give an event's fields as strings; chromium sends numbers and objects.
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(`${origin}/`, { waitUntil: 'commit' });
  const board = await drawn;
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return { ...phasesOf(events, `${origin}/`), board };
}

/** The first visit's responses, then `runs` cold visits under each profile, in one chromium. */
export const measureSite: MeasureSite = async (origin, profiles, runs, traceProfile) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    progress(`site: first visit to ${origin}/`);
    const resources = await measureTransfer(browser, origin);
    const visits: Visit[][] = [];
    for (const profile of profiles) {
      progress(`site: ${runs} cold visits, ${profile.name}`);
      const times: Visit[] = [];
      for (let run = 0; run < runs; run++) times.push(await timeVisit(browser, origin, profile));
      visits.push(times);
    }
    progress(`site: ${runs} traced visits, ${traceProfile.name}`);
    const phases: TracedVisit[] = [];
    for (let run = 0; run < runs; run++)
      phases.push(await traceVisit(browser, origin, traceProfile));
    return { chromium: browser.version(), resources, visits, phases };
  } finally {
    await browser.close();
  }
};
