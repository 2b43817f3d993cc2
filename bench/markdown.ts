/** Markdown pieces shared by the report's sections. */

/** A Markdown table. */
export function table(header: string[], rows: string[][]): string {
  const lines = [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`);
  return `${lines.join('\n')}\n`;
}

/** A target's verdict in bold. */
export function verdict(met: boolean): string {
  return met ? '**met**' : '**missed**';
}
