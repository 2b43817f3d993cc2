import { existsSync } from 'node:fs';
import { CHROMIUM } from '../test/browser/dev-server.ts';
import type { Phases } from './site-phases.ts';
import { progress } from './stats.ts';
import { startWranglerDev } from './wrangler-dev.ts';

/**
 * The daily site's first visit, measured in Debian's headless chromium against `wrangler dev`
 * serving the Worker and the built site (bench/wrangler-dev.ts): what a first visit to `/`
 * transfers, and how long cold visits take until the board can be played, under throttling.
 *
 * The browser side is site-browser.ts. Its page code is typed against the DOM, which must stay
 * out of the core's type check, so this file loads it by a specifier tsc does not follow and
 * holds it to the MeasureSite type instead; test/browser/tsconfig.json checks it.
 */

/** Cold visits per throttling profile; the report shows their median. */
export const SITE_RUNS = 9;

/** Network and CPU throttling; throughputs in bytes per second, latency added to each request. */
export interface Profile {
  name: string;
  latency: number;
  down: number;
  up: number;
  cpu: number;
}

export const UNTHROTTLED: Profile = { name: 'no throttling', latency: 0, down: -1, up: -1, cpu: 1 };

/**
 * DevTools' "Fast 3G" preset (named "Slow 4G" since Chrome 129), the issue's target: Lighthouse's
 * mobile link scaled as DevTools scales it for request-level throttling.
 */
export const FAST_3G: Profile = {
  name: 'fast 3G (562.5 ms, 1.44 Mbit/s) + 4× CPU',
  latency: 562.5,
  down: (1.6e6 * 0.9) / 8,
  up: (750e3 * 0.9) / 8,
  cpu: 4,
};

/** Lighthouse's mobile link unscaled: 150 ms RTT at 1.6 / 0.75 Mbit/s. */
export const LIGHTHOUSE: Profile = {
  name: 'Lighthouse mobile RTT (150 ms, 1.6 Mbit/s) + 4× CPU',
  latency: 150,
  down: 1.6e6 / 8,
  up: 750e3 / 8,
  cpu: 4,
};

export const PROFILES = [UNTHROTTLED, FAST_3G, LIGHTHOUSE];

/** The type of a page's inline script, listed after the page and counted in its body. */
export const INLINE = 'Script (inline)';

/** One response of the first visit, or an inline script of one (type INLINE), in bytes. */
export interface Resource {
  path: string;
  /** The DevTools protocol's resource type: 'Document', 'Script', …, or INLINE. */
  type: string;
  /** Received as wrangler dev served it, headers included. */
  wire: number;
  encoding: string;
  body: number;
  gzip: number;
  brotli: number;
}

/** Milliseconds from navigation start, one cold visit of `/` on a phone-sized window. */
export interface Visit {
  firstPaint: number;
  /** The first cell of the board drawn by the script that also listens for input. */
  board: number;
  /** A click on an empty cell and a digit typed, until the next frame (in the page). */
  input: number;
}

/** A traced visit: where its time went, and its board. */
export type TracedVisit = Phases & { board: number };

/**
 * What site-browser.ts measures: the first visit's responses, runs of visits per profile, and
 * as many traced visits under `traceProfile`.
 */
export type MeasureSite = (
  origin: string,
  profiles: Profile[],
  runs: number,
  traceProfile: Profile,
) => Promise<{
  chromium: string;
  resources: Resource[];
  visits: Visit[][];
  phases: TracedVisit[];
}>;

export interface SiteResults {
  versions: string;
  resources: Resource[];
  visits: { profile: Profile; runs: Visit[] }[];
  /** Traced visits under FAST_3G. */
  phases: TracedVisit[];
  skipped: string[];
}

const BROWSER_SIDE = './site-browser.ts';

/** The site part of `npm run bench`. */
export async function benchSite(): Promise<SiteResults> {
  if (!existsSync(CHROMIUM)) {
    const skipped = `${CHROMIUM} is missing (apt-get install chromium)`;
    progress(`site: ${skipped}`);
    return { versions: '', resources: [], visits: [], phases: [], skipped: [skipped] };
  }
  const { measureSite } = (await import(BROWSER_SIDE)) as { measureSite: MeasureSite };
  progress('site: starting wrangler dev');
  const dev = await startWranglerDev();
  try {
    const measured = await measureSite(dev.origin, PROFILES, SITE_RUNS, FAST_3G);
    return {
      versions: `chromium ${measured.chromium}, ${dev.versions}`,
      resources: measured.resources,
      visits: PROFILES.map((profile, i) => ({ profile, runs: measured.visits[i] })),
      phases: measured.phases,
      skipped: [],
    };
  } finally {
    await dev.stop();
  }
}
