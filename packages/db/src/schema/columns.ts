import { sql, type SQL } from 'drizzle-orm';
import { bigint, customType, timestamp, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * Columns every table carries (the team contract): an identity id that JavaScript can hold as a
 * number, audit timestamps, and `deletedAt` for soft delete. A function, not a shared object, so each
 * table gets its own column builders.
 */
export function commonColumns() {
  return {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  };
}

/** A bigint foreign-key column holding another table's identity id. */
export function idRef(name: string) {
  return bigint(name, { mode: 'number' });
}

/** Money in won. bigint because sales figures pass 2^31 won (about 21억). */
export function won(name: string) {
  return bigint(name, { mode: 'number' });
}

export function timestampTz(name: string) {
  return timestamp(name, { withTimezone: true });
}

/**
 * Application-filled search document: `to_tsvector('simple', toSearchBigrams(text))`.
 * See src/search.ts for why Korean needs bigrams rather than pg_trgm alone.
 */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** Partial-index predicate shared by "unique among live rows" constraints. */
export function isLive(deletedAt: PgColumn): SQL {
  return sql`${deletedAt} is null`;
}

/** SQL `IN (...)` list for CHECK constraints over a fixed set of numbers. */
export function inList(column: PgColumn, values: readonly number[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => String(Number(value))).join(', '))})`;
}
