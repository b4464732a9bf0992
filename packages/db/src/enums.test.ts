import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as enums from './schema/enums';
import { createTestDatabase } from './testing';
import type { DatabaseHandle } from './client';

/*
 * The pg enums take their values from @gongsa/domain, but the database only has what the
 * migrations created. A value added in @gongsa/domain without a migration would be refused by
 * PostgreSQL at run time; this catches it first.
 */
const pgEnums = Object.values(enums).filter(
  (value): value is typeof enums.profileTypeEnum =>
    typeof value === 'function' && 'enumName' in value && 'enumValues' in value,
);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe('database enums after migration', () => {
  it('cover every pg enum of the schema', () => {
    expect(pgEnums.length).toBeGreaterThanOrEqual(20);
  });

  it.each(pgEnums.map((e) => [e.enumName, e] as const))(
    '%s has the domain values',
    async (name, e) => {
      const result = await handle.db.execute<{ label: string }>(sql`
      SELECT e.enumlabel AS label FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
      WHERE t.typname = ${name} ORDER BY e.enumsortorder`);
      expect(result.rows.map((r) => r.label)).toEqual([...e.enumValues]);
    },
  );
});
