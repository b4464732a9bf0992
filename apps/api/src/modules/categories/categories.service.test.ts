import { createTestDatabase } from '@gongsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/database';
import { searchCategories } from './categories.service';

describe('searchCategories', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: 'reference' });
  });

  afterAll(async () => {
    await database?.close();
  });

  it('composes decomposed Hangul before matching', async () => {
    const results = await searchCategories(database, '철근'.normalize('NFD'));
    expect(results.map((result) => result.name)).toContain('철근공사');
  });

  it('treats separators inside trade names like spaces', async () => {
    const results = await searchCategories(database, '철근·콘크리트');
    expect(results.map((result) => result.name)).toEqual(
      expect.arrayContaining(['철근·콘크리트', '철근콘크리트 구조물 보수']),
    );
    expect(
      results.every((result) => result.name.includes('철근') && result.name.includes('콘크리트')),
    ).toBe(true);
  });

  it('refuses an overlong keyword and one made only of separators', async () => {
    await expect(searchCategories(database, '가'.repeat(31))).rejects.toMatchObject({
      message: '검색어는 30자 이하로 입력해 주세요.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await expect(searchCategories(database, ' · / ')).rejects.toMatchObject({
      message: '검색어를 입력해 주세요.',
    });
  });
});
