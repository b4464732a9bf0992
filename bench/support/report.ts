import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export type Table = {
  columns: string[];
  /** Columns whose cells are numbers, right-aligned in Markdown. */
  numericColumns?: number[];
  rows: Array<Array<string | number>>;
};

export type Section = {
  heading: string;
  paragraphs?: string[];
  table?: Table;
  /** Verbatim text such as EXPLAIN output, one fenced block each. */
  blocks?: Array<{ title: string; text: string }>;
};

export type BenchReport = {
  title: string;
  /** One line each, shown under the title and in run-all's summary. */
  highlights: string[];
  sections: Section[];
};

function escapeCell(value: string | number): string {
  return String(value).replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

export function renderTable(table: Table): string {
  const numeric = new Set(table.numericColumns ?? []);
  const header = `| ${table.columns.map(escapeCell).join(' | ')} |`;
  const rule = `|${table.columns.map((_, index) => (numeric.has(index) ? '---:' : '---')).join('|')}|`;
  const rows = table.rows.map((row) => `| ${row.map(escapeCell).join(' | ')} |`);
  return [header, rule, ...rows].join('\n');
}

/** Markdown for one bench; `level` is the heading level of its title. */
export function renderReport(report: BenchReport, level = 2): string {
  const hashes = '#'.repeat(level);
  const parts = [`${hashes} ${report.title}`];
  if (report.highlights.length > 0) {
    parts.push(report.highlights.map((line) => `- ${line}`).join('\n'));
  }
  for (const section of report.sections) {
    parts.push(`${hashes}# ${section.heading}`);
    for (const paragraph of section.paragraphs ?? []) parts.push(paragraph);
    if (section.table) parts.push(renderTable(section.table));
    for (const block of section.blocks ?? []) {
      parts.push(`${block.title}\n\n\`\`\`text\n${block.text.trimEnd()}\n\`\`\``);
    }
  }
  return `${parts.join('\n\n')}\n`;
}

function readJsonTarget(argv: readonly string[]): string | null {
  const index = argv.indexOf('--json');
  return index === -1 ? null : (argv[index + 1] ?? null);
}

/**
 * Entry point shared by the bench scripts: runs the bench, prints its Markdown, and — when
 * started by run-all with `--json <file>` — also writes the report as JSON for the summary file.
 */
export async function runBenchScript(run: () => Promise<BenchReport>): Promise<void> {
  try {
    const report = await run();
    console.info(renderReport(report));
    const target = readJsonTarget(process.argv);
    if (target !== null) {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, JSON.stringify(report, null, 2));
    }
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  }
}
