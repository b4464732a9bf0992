/** Nearest-rank percentile of already collected samples (p in 0–100). */
export function computePercentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export type Summary = { count: number; min: number; median: number; max: number };

export function summarize(samples: readonly number[]): Summary {
  return {
    count: samples.length,
    min: Math.min(...samples),
    median: computePercentile(samples, 50),
    max: Math.max(...samples),
  };
}

/** Milliseconds with a precision that suits the magnitude. */
export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return '–';
  if (ms >= 1000) return ms.toFixed(0);
  if (ms >= 10) return ms.toFixed(1);
  return ms.toFixed(2);
}

export function formatMiB(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1);
}

export async function measureMs<T>(action: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const startedAt = performance.now();
  const value = await action();
  return { ms: performance.now() - startedAt, value };
}

export type MemorySnapshot = { rss: number; heapUsed: number; heapTotal: number };

export function readMemory(): MemorySnapshot {
  const { rss, heapUsed, heapTotal } = process.memoryUsage();
  return { rss, heapUsed, heapTotal };
}

/** Collects garbage first when the process was started with --expose-gc (run-all does that). */
export function readSettledMemory(): MemorySnapshot & { isAfterGc: boolean } {
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  return { ...readMemory(), isAfterGc: collect !== undefined };
}

export type LatencyFigures = {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
};

export function summarizeLatencies(latenciesMs: number[], elapsedMs: number): LatencyFigures {
  return {
    requests: latenciesMs.length,
    perSecond: (latenciesMs.length / elapsedMs) * 1000,
    p50: computePercentile(latenciesMs, 50),
    p95: computePercentile(latenciesMs, 95),
    p99: computePercentile(latenciesMs, 99),
  };
}
