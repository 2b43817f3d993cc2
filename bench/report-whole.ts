import { table, verdict } from './markdown.ts';
import { formatRatio, formatSeconds } from './stats.ts';
import { SIDE_BY_SIDE_RUNS, type WholeProcessResults } from './whole-process.ts';

/** The "Whole process beside qqwing" section of docs/benchmarks.md and its target lines. */

/** Ours at least this many times faster than qqwing, whole process against whole process. */
export const WHOLE_PROCESS_RATIO = 10;

export function wholeProcessSection(results: WholeProcessResults[]): string {
  const rows = results.flatMap((result) => result.rows);
  const skipped = results.flatMap((result) => result.skipped);
  if (rows.length === 0 && skipped.length === 0) return '';
  const lines = table(
    ['task', 'ours', 'qqwing', 'ours wall', 'qqwing wall', 'qqwing/ours', 'check'],
    rows.map((row) => [
      row.task,
      `\`${row.ours}\``,
      `\`${row.peer}\``,
      formatSeconds(row.oursSeconds),
      formatSeconds(row.peerSeconds),
      formatRatio(row.peerSeconds / row.oursSeconds),
      row.check,
    ]),
  );
  const sources = rows
    .filter((row) => row.sourcesSeconds !== undefined)
    .map(
      (row) =>
        `- ${row.task} from the TypeScript sources (\`node cli/sudoku.ts …\`, as before the bundle): ${formatSeconds(row.sourcesSeconds!)}, in the same turns.\n`,
    )
    .join('');
  return `## Whole process beside qqwing

\`sudoku\` as a user runs it (the package's bin, \`node cli/launch.js\`, which runs the bundle
\`npm run build:cli\` makes when the package is installed) and qqwing doing the same work,
each timed as a whole process from spawn to exit with nothing subtracted, taking turns run by run
(median of ${SIDE_BY_SIDE_RUNS}), so that both meet the same load. Our runs use both cores
where the input pays for worker threads; qqwing has one thread.

${lines}
${sources}${skipped.map((line) => `- ${line}\n`).join('')}`;
}

export function wholeProcessTargets(results: WholeProcessResults[]): string[] {
  return results
    .flatMap((result) => result.rows)
    .map((row) => {
      const ratio = row.peerSeconds / row.oursSeconds;
      const met = row.ok && ratio >= WHOLE_PROCESS_RATIO;
      const why = row.ok ? '' : ' (the output check failed)';
      return `- Whole process, ${row.task}, at least ${WHOLE_PROCESS_RATIO}× qqwing: ${verdict(met)}, ${formatRatio(ratio)} (${formatSeconds(row.oursSeconds)} vs ${formatSeconds(row.peerSeconds)})${why}.`;
    });
}
