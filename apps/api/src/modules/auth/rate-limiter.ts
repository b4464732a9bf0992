/**
 * Counts hits per key in a sliding window, in this process's memory. Used where no table records
 * the key (the caller's IP for verification codes). Several API instances each keep their own
 * count, so the effective cap is per instance.
 */
export class InMemoryRateLimiter {
  private readonly hits = new Map<string, number[]>();

  /** Records a hit unless the key already has `limit` hits in the window; tells when to retry. */
  tryHit(
    key: string,
    options: { limit: number; windowMs: number },
    now: Date = new Date(),
  ): { isAllowed: true } | { isAllowed: false; retryAt: Date } {
    const since = now.getTime() - options.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((at) => at > since);
    if (recent.length >= options.limit) {
      this.hits.set(key, recent);
      return { isAllowed: false, retryAt: new Date(recent[0]! + options.windowMs) };
    }
    recent.push(now.getTime());
    this.hits.set(key, recent);
    this.forgetIdleKeys(since);
    return { isAllowed: true };
  }

  // Keeps memory bounded by dropping keys with no hit inside the window.
  private forgetIdleKeys(since: number): void {
    if (this.hits.size < 10_000) return;
    for (const [key, times] of this.hits) {
      if ((times.at(-1) ?? 0) <= since) this.hits.delete(key);
    }
  }
}
