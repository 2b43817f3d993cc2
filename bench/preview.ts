import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { kindOf } from '../shared/kind/kind.ts';
import type { RatedLevel } from '../shared/kind/names.ts';
import { type ShapeSpec, shapeOf } from '../shared/kind/shape.ts';
import { JIGSAW_9 } from '../test/fixtures.ts';
import { ROOT } from './cli.ts';
import { startWorkerd } from './generate-workerd.ts';
import { table } from './markdown.ts';
import { median } from './stats.ts';

/**
 * The link previews (functions/preview/) measured: what the renderer adds to the Worker's
 * bundle, gzipped as Cloudflare counts it against the free plan's 3 MB, and the CPU one
 * 1200×630 PNG costs inside workerd (the bench Worker, bench/workerd/worker.ts `?preview=`,
 * in Miniflare), read from the workerd process's /proc CPU time over REQUESTS requests per
 * kind less the same number of empty requests. workerd's own clock stands still while a
 * request computes, so it cannot time one.
 * A part of `npm run bench` (`node bench/run.ts preview` alone).
 */

const REQUESTS = 100;
const OUT = `${ROOT}bench/out/preview/`;

/** Gzipped bytes of `file`'s contents, at the highest level. */
const gzipped = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;

/** The Worker as `wrangler deploy` would upload it: its bundle, raw and gzipped. */
function workerBundle(): { raw: number; gzip: number } {
  const wrangler = `${ROOT}node_modules/wrangler/bin/wrangler.js`;
  const result = spawnSync(
    process.execPath,
    [wrangler, 'deploy', '--dry-run', '--outdir', `${OUT}worker`],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
  if (result.status !== 0) throw new Error(`wrangler deploy --dry-run: ${result.stderr}`);
  const bytes = readFileSync(`${OUT}worker/index.js`);
  return { raw: bytes.length, gzip: gzipped(bytes) };
}

/** The renderer alone (card.ts and what it imports: the glyphs, the PNG encoder), minified. */
async function rendererBundle(): Promise<{ raw: number; gzip: number }> {
  const out = await build({
    entryPoints: [`${ROOT}functions/preview/card.ts`],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
  });
  const bytes = out.outputFiles[0].contents;
  return { raw: bytes.length, gzip: gzipped(bytes) };
}

/** A share code of each kind a preview draws. */
function codes(): [string, string][] {
  const regions = JIGSAW_9.map((r) => String.fromCharCode(65 + r)).join('');
  const cases: [string, ShapeSpec, RatedLevel][] = [
    ['Sudoku 9×9', { id: 'classic', size: 9 }, 'hard'],
    ['X-Sudoku', { id: 'x', size: 9 }, 'easy'],
    ['Jigsaw', { id: 'jigsaw', regions }, 'easy'],
    ['Sudoku 16×16', { id: 'classic', size: 16 }, 'easy'],
    ['Hanidoku', { id: 'hanidoku' }, 'easy'],
  ];
  const made: [string, string][] = cases.map(([name, spec, level]) => {
    const kind = kindOf(shapeOf(spec));
    const puzzle = kind.generate({ seed: 'bench-preview', level, maxAttempts: 1000 });
    if (!puzzle.ok) throw new Error(`no ${name} for the bench`);
    return [name, kind.shareCode(puzzle.givens, level)];
  });
  return [...made, ['The site’s default', 'site']];
}

/** The "Link previews" section of docs/benchmarks.md. */
export async function benchPreview(): Promise<string> {
  rmSync(OUT, { recursive: true, force: true });
  const worker = workerBundle();
  const renderer = await rendererBundle();
  const workerd = await startWorkerd();
  const rows: string[][] = [];
  try {
    for (let i = 0; i < 20; i++) await workerd.request('preview=site');
    const empty = await workerd.measureEmpty();
    for (const [name, code] of codes()) {
      await workerd.request(`preview=${code}`);
      const before = workerd.cpuMs();
      const wall: number[] = [];
      let bytes = 0;
      for (let i = 0; i < REQUESTS; i++) {
        const { wallMs, body } = await workerd.request(`preview=${code}`);
        wall.push(wallMs);
        bytes = (JSON.parse(body) as { bytes: number }).bytes;
      }
      const after = workerd.cpuMs();
      const cpu =
        before === null || after === null || empty.cpuMs === null
          ? 'n/a'
          : ((after - before) / REQUESTS - empty.cpuMs).toFixed(1);
      const wallMs = (median(wall) - empty.wallMs).toFixed(1);
      rows.push([name, cpu, wallMs, (bytes / 1024).toFixed(1)]);
    }
  } finally {
    await workerd.close();
  }
  const kb = (n: number) => `${Math.round(n / 1024).toLocaleString('en-US')} KB`;
  return [
    '## Link previews',
    '',
    'The link previews (functions/preview/): what the renderer adds to the Worker, and the CPU one',
    '1200×630 PNG costs inside workerd. bench/preview.ts bundles the Worker as a deploy does',
    '(`wrangler deploy --dry-run`), and measures the renderer alone (functions/preview/card.ts',
    "bundled and minified by esbuild: drawing, PNG encoder, Figtree's outlines); it then serves the",
    'bench Worker (bench/workerd/worker.ts, `?preview=CODE`) in Miniflare and reads the workerd',
    `process's CPU time from /proc over ${REQUESTS} requests per kind, less as many empty requests (workerd's`,
    'own clock stands still while a request computes). KB = 1,024 bytes, gzip -9.',
    '',
    `Worker bundle: ${kb(worker.raw)}, ${kb(worker.gzip)} gzipped, of the free plan's 3 MB (3,072 KB) compressed. The`,
    `preview renderer alone: ${kb(renderer.raw)}, ${kb(renderer.gzip)} gzipped.`,
    '',
    `One 1200×630 preview in workerd (${workerd.versions}), ${REQUESTS} requests per kind, less an empty request's cost (target: under the free`,
    "plan's 10 ms of CPU per request; each picture is drawn once per location, then served from the",
    'edge cache):',
    '',
    table(['Preview', 'CPU ms per image', 'Wall ms (median)', 'PNG KB'], rows),
  ].join('\n');
}
