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
  args?: {
    data?: { documentLoaderURL?: string; url?: string };
    beginData?: { url?: string };
  };
}

/** Milliseconds from navigation start on the page's main thread; NaN where the trace lacks one. */
export interface Phases {
  /** The document's first parsing task: the navigation is committed and the page's window made. */
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
 * The phases of the visit of `url` in `events`: its main thread is the one that parsed the
 * document from `url`, its navigation start the one of that document, and its script the
 * longest that ran from `url` (an inline script runs from its page's address).
 */
export function phasesOf(events: readonly TraceEvent[], url: string): Phases {
  const none: Phases = { firstParse: NaN, script: NaN, compile: NaN, run: NaN, scriptEnd: NaN };
  const parse = events
    .filter((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url))
    .sort((a, b) => a.ts - b.ts)[0];
  const start = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(url),
  )?.ts;
  if (!parse || start === undefined) return none;
  const on = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
  const script = on
    .filter((e) => e.name === 'EvaluateScript' && e.args?.data?.url?.startsWith(url))
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  if (!script) return none;
  const ms = (ts: number) => (ts - start) / 1000;
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
