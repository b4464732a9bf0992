import { readFileSync, readdirSync } from 'node:fs';
import type pg from 'pg';

/*
 * CPU time of a PostgreSQL server on this machine: user + system time of the postmaster's
 * children (backends and background processes) from /proc, per process. A backend that exits
 * during a run takes that run's time with it; the pools of the API and of the SQL replay keep
 * theirs open while they work, so little is lost.
 */
const CLOCK_TICKS_PER_SECOND = 100;

function readStat(pid: string): { ppid: number; cpuTicks: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after its closing parenthesis do not.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** CPU ms the server spent since `start()`, counted per process (a process that exits is lost). */
export type PostgresCpu = { start: () => void; readMs: () => number } | null;

/** null when the server is not on this machine (its backend pid is not in /proc). */
export async function openPostgresCpu(pool: pg.Pool): Promise<PostgresCpu> {
  const { rows } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
  const backend = readStat(String(rows[0]?.pid));
  if (!backend) return null;
  const postmaster = backend.ppid;
  const readTicks = () => {
    const ticks = new Map<string, number>();
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const stat = readStat(pid);
      if (stat?.ppid === postmaster) ticks.set(pid, stat.cpuTicks);
    }
    return ticks;
  };
  let started = readTicks();
  return {
    start() {
      started = readTicks();
    },
    readMs() {
      let ticks = 0;
      // A pid seen only now started after start(): all its time is new.
      for (const [pid, now] of readTicks()) ticks += now - (started.get(pid) ?? 0);
      return (ticks / CLOCK_TICKS_PER_SECOND) * 1000;
    },
  };
}
