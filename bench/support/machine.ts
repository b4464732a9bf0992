import { execFileSync } from 'node:child_process';
import os from 'node:os';
import type { Section } from './report';

/** The load average now, 1/5/15 min. */
export function formatLoad(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}

export function readGitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim();
  } catch {
    return 'unknown';
  }
}

/** A report's machine table: when, on what, how busy, which commit, then the bench's own rows. */
export function describeMachine(
  heading: string,
  facts: { startedAt: Date; startLoad: string; endLoad: string },
  rows: string[][],
): Section {
  const cpus = os.cpus();
  const machineRows = [
    ['date', facts.startedAt.toISOString()],
    ['node', process.version],
    ['cpus', `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}`],
    ['memory', `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`],
    ['load average 1/5/15 min (start → end)', `${facts.startLoad} → ${facts.endLoad}`],
    ['commit', readGitCommit()],
  ];
  return { heading, table: { columns: ['', ''], rows: [...machineRows, ...rows] } };
}
