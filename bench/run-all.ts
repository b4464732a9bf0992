/*
 * Runs the foundation benches one after another, each in its own Node process (so one bench's
 * memory does not show up in the next one's figures), and writes
 * bench/results/foundation-<driver>.md. The driver is PostgreSQL when DATABASE_URL is set,
 * PGlite otherwise.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBenchDriver } from './support/database';
import { renderReport, renderTable, type BenchReport } from './support/report';

const BENCHES = [
  'db-setup.bench.ts',
  'search.bench.ts',
  'api-load.bench.ts',
  'auth.bench.ts',
] as const;

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));

type BenchRun =
  | { file: string; wallMs: number; report: BenchReport }
  | { file: string; wallMs: number; failure: string };

function runBench(file: string, jsonFile: string): Promise<BenchRun> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    // --expose-gc lets the benches read memory after a collection instead of whenever V8 last ran.
    const child = spawn(
      process.execPath,
      [
        '--expose-gc',
        '--import',
        import.meta.resolve('tsx'),
        path.join(BENCH_DIR, file),
        '--json',
        jsonFile,
      ],
      { stdio: 'inherit', env: process.env },
    );
    child.on('exit', (code, signal) => {
      const wallMs = performance.now() - startedAt;
      if (code === 0) {
        resolve({
          file,
          wallMs,
          report: JSON.parse(readFileSync(jsonFile, 'utf8')) as BenchReport,
        });
      } else {
        resolve({ file, wallMs, failure: `exited with ${signal ?? `code ${code}`}` });
      }
    });
  });
}

function readGitCommit(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: BENCH_DIR })
      .toString()
      .trim();
    const isDirty =
      execFileSync('git', ['status', '--porcelain'], { cwd: BENCH_DIR }).toString().trim() !== '';
    return isDirty ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return 'unknown';
  }
}

function formatLoad(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}

function describeMachine(startLoad: string, endLoad: string, startedAt: Date): string {
  const cpus = os.cpus();
  return renderTable({
    columns: ['', ''],
    rows: [
      ['date', startedAt.toISOString()],
      ['node', process.version],
      ['platform', `${os.type()} ${os.release()} ${os.arch()}`],
      ['cpus', `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}`],
      ['memory', `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`],
      ['load average 1/5/15 min (start → end)', `${startLoad} → ${endLoad}`],
      ['commit', readGitCommit()],
    ],
  });
}

async function runAll(): Promise<void> {
  const driver = readBenchDriver();
  const startedAt = new Date();
  const startLoad = formatLoad();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'gongsa-bench-'));
  const runs: BenchRun[] = [];
  try {
    for (const [index, file] of BENCHES.entries()) {
      console.info(`\n▶ ${file} (${driver})`);
      runs.push(await runBench(file, path.join(scratch, `${index}.json`)));
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }

  const summary = runs.flatMap((run) =>
    'report' in run
      ? [`**${run.report.title}**`, ...run.report.highlights.map((line) => `- ${line}`), '']
      : [`**${run.file}** FAILED: ${run.failure}`, ''],
  );
  const wallTimes = runs.map((run) => `${run.file} ${(run.wallMs / 1000).toFixed(1)} s`).join(', ');
  const markdown = [
    `# Foundation benchmarks — ${driver}`,
    `Produced by \`npm run bench -w @gongsa/bench\`${driver === 'postgres' ? ' with DATABASE_URL set' : ''} (bench/run-all.ts). Figures describe one run on the machine below; they are measurements, not targets.`,
    '## Machine',
    describeMachine(startLoad, formatLoad(), startedAt),
    `Wall time: ${wallTimes}.`,
    '## Summary',
    summary.join('\n').trim(),
    ...runs.map((run) =>
      'report' in run
        ? renderReport(run.report, 2).trim()
        : `## ${run.file}\n\nFAILED: ${run.failure}`,
    ),
  ].join('\n\n');

  const resultsDir = path.join(BENCH_DIR, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const target = path.join(resultsDir, `foundation-${driver}.md`);
  writeFileSync(target, `${markdown}\n`);
  console.info(`\nWrote ${path.relative(process.cwd(), target)}`);
  if (runs.some((run) => 'failure' in run)) process.exitCode = 1;
}

await runAll();
