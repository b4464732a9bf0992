import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per allowed hit of a rate-limited key (e.g. `phone-auth:<ip>`), shared by every API
 * process on the database, so a cap holds however many copies run. Refused hits are not written.
 * `expires_at` (hit + window) lets a scheduled job delete old rows without knowing each window.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    key: text('key').notNull(),
    hitAt: timestamp('hit_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('rate_limit_hits_key_hit_at_idx').on(t.key, t.hitAt),
    index('rate_limit_hits_expires_at_idx').on(t.expiresAt),
  ],
);
