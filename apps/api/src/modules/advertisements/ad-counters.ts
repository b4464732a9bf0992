import type { Database } from '../../app/database';
import type { Logger } from '../../logger';
import type { AdEventKind } from '@gongsa/domain';
import {
  addAdvertisementCounts,
  addBannerCounts,
  type CounterIncrement,
} from './advertisements.repository';

/** How often a process writes what it counted (ADR 0037). */
export const AD_COUNTER_FLUSH_INTERVAL_MS = 5_000;

type Pending = Map<AdEventKind, Map<number, { views: number; clicks: number }>>;

/**
 * Impressions and clicks of banners and advertisements, counted in this process and written in
 * batches (ADR 0037): a page never waits for a counter, and a hot row takes one UPDATE per flush
 * instead of one per view. Each flush adds what it took (`count = count + n`), so any number of
 * API processes may count the same rows. A failed flush puts its counts back for the next one;
 * `stop()` (a clean shutdown) writes what is left. A process that dies loses at most one interval.
 */
export class AdCounterBuffer {
  private pending: Pending = new Map();
  private flushing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly logger: Pick<Logger, 'warn'>,
  ) {}

  add(kind: AdEventKind, id: number, field: 'views' | 'clicks', count = 1): void {
    let rows = this.pending.get(kind);
    if (!rows) {
      rows = new Map();
      this.pending.set(kind, rows);
    }
    const row = rows.get(id) ?? { views: 0, clicks: 0 };
    row[field] += count;
    rows.set(id, row);
  }

  /** Writes everything counted so far; flushes never overlap (each waits for the one before). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.flushOnce());
    return this.flushing;
  }

  start(intervalMs = AD_COUNTER_FLUSH_INTERVAL_MS): void {
    if (this.timer !== null) return;
    this.timer = setInterval(() => void this.flush(), intervalMs);
    // The timer alone never keeps a process (or a test) alive.
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  private async flushOnce(): Promise<void> {
    if (this.pending.size === 0) return;
    const taken = this.pending;
    this.pending = new Map();
    const toIncrements = (kind: AdEventKind): CounterIncrement[] =>
      [...(taken.get(kind) ?? new Map<number, { views: number; clicks: number }>())]
        .map(([id, row]) => ({ id, views: row.views, clicks: row.clicks }))
        // Rows are locked in id order, so two processes flushing at once cannot deadlock.
        .sort((a, b) => a.id - b.id);
    try {
      await this.db.transaction(async (tx) => {
        await addAdvertisementCounts(tx, toIncrements('advertisement'));
        await addBannerCounts(tx, toIncrements('banner'));
      });
    } catch (error) {
      // Nothing was written (one transaction): the counts wait for the next flush.
      for (const [kind, rows] of taken) {
        for (const [id, row] of rows) {
          this.add(kind, id, 'views', row.views);
          this.add(kind, id, 'clicks', row.clicks);
        }
      }
      this.logger.warn({ err: error }, '광고 노출·클릭 수 저장 실패: 다음 저장 때 다시 씁니다');
    }
  }
}
