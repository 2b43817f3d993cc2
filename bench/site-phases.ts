/**
 * Where a cold visit's time goes before the board, read off a chromium trace of it
 * (categories TRACE_CATEGORIES): the page's main thread, from navigation start.
 */

/** The trace categories phasesOf reads. */
export const TRACE_CATEGORIES = 'devtools.timeline,v8,loading,blink.user_timing';

/** One trace event as the DevTools protocol reports it (microseconds). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string; url?: string } };
}

/** Milliseconds from navigation start on the page's main thread; NaN where the trace lacks one. */
export interface Phases {
  /** The document's first parsing task: its first bytes, as the navigation commits. */
  firstParse: number;
  /** The page's longest script (its own, inline at the end of the body) begins to compile. */
  script: number;
  /** That script's compilation and its run, in milliseconds. */
  compile: number;
  run: number;
  /** Its task ends. */
  scriptEnd: number;
}

/**
 * The phases of the visit of `url` in `events`: its renderer's main thread is the one that
 * parsed the most HTML, its navigation start the one of a document loaded from `url`, and its
 * script the longest that ran from `url` (an inline script runs from its page's address).
 */
export function phasesOf(events: readonly TraceEvent[], url: string): Phases {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const parses = new Map<string, number>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.name === 'ParseHTML' && mains.has(thread))
      parses.set(thread, (parses.get(thread) ?? 0) + 1);
  }
  const main = [...parses].sort((a, b) => b[1] - a[1])[0]?.[0];
  const on = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X');
  const start = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(url),
  )?.ts;
  const none: Phases = { firstParse: NaN, script: NaN, compile: NaN, run: NaN, scriptEnd: NaN };
  if (main === undefined || start === undefined) return none;
  const ms = (ts: number) => (ts - start) / 1000;
  const parse = on.filter((e) => e.name === 'ParseHTML').sort((a, b) => a.ts - b.ts)[0];
  const script = on
    .filter((e) => e.name === 'EvaluateScript' && e.args?.data?.url?.startsWith(url))
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  if (!parse || !script) return none;
  const end = script.ts + (script.dur ?? 0);
  const inside = (name: string) =>
    on
      .filter((e) => e.name === name && e.ts >= script.ts && e.ts < end)
      .reduce((total, e) => total + (e.dur ?? 0), 0) / 1000;
  return {
    firstParse: ms(parse.ts),
    script: ms(script.ts),
    compile: inside('v8.compile'),
    run: inside('v8.run'),
    scriptEnd: ms(end),
  };
}
