import * as domain from '@gongsa/domain';
import { describe, expect, it } from 'vitest';
import * as enums from './schema/enums';

/*
 * The database keeps its own copy of the enum values (see schema/enums.ts). A value added in
 * @gongsa/domain but not here would be refused by PostgreSQL at run time; this catches it first.
 */
const DATABASE_ONLY = new Set(['ANNOUNCEMENT_FILE_KINDS']);

const valueLists = (Object.entries(enums) as [string, unknown][]).filter(
  (entry): entry is [string, readonly (string | number)[]] => Array.isArray(entry[1]),
);

describe('database enum values', () => {
  it.each(valueLists.filter(([name]) => !DATABASE_ONLY.has(name)))(
    '%s matches @gongsa/domain',
    (name, values) => {
      expect((domain as Record<string, unknown>)[name]).toEqual(values);
    },
  );

  it('are what the pg enums contain', () => {
    expect(enums.servicePriceTypeEnum.enumValues).toEqual(enums.SERVICE_PRICE_TYPES);
    expect(enums.categoryTypeEnum.enumValues).toEqual(enums.STORED_CATEGORY_TYPES);
  });
});
