import { categories } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { getChoseong } from '@gongsa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/database';
import { startTestServer, type TestServer } from '../../testing/test-server';

type Category = {
  id: string;
  type: string;
  name: string;
  code: string;
  kiscCodes: string[];
  parentId: string | null;
  topParentId: string | null;
  path: string[];
};

const FIELDS = 'id type name code kiscCodes parentId topParentId path';

function hasInitials(initials: string) {
  return (name: string) => getChoseong(name).replace(/\s+/g, '').includes(initials);
}

describe('categories and categoriesByName', () => {
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: 'reference' });
    server = await startTestServer({ db: database.db });
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  async function listCategories(parentId?: string): Promise<Category[]> {
    const { body } = await server.graphql<{ categories: Category[] }>(
      `query Categories($parentId: ID) { categories(parentId: $parentId) { ${FIELDS} } }`,
      { variables: { parentId } },
    );
    expect(body.errors).toBeUndefined();
    return body.data!.categories;
  }

  async function searchCategories(name: string) {
    return server.graphql<{ categoriesByName: Category[] }>(
      `query Search($name: String!) { categoriesByName(name: $name) { ${FIELDS} } }`,
      { variables: { name } },
    );
  }

  async function findByName(name: string): Promise<Category[]> {
    const { body } = await searchCategories(name);
    expect(body.errors).toBeUndefined();
    return body.data!.categoriesByName;
  }

  it('lists the top groups, then the children of a group and of a trade', async () => {
    const groups = await listCategories();
    expect(groups.map((group) => group.name)).toEqual([
      '종합공사',
      '전문공사',
      '전기',
      '정보통신',
      '소방',
      '설계·감리·엔지니어링',
    ]);
    for (const group of groups) {
      expect(group).toMatchObject({
        type: 'DEPTH_1',
        parentId: null,
        topParentId: null,
        path: [group.name],
      });
    }

    const specialty = groups.find((group) => group.name === '전문공사')!;
    const trades = await listCategories(specialty.id);
    expect(trades.length).toBeGreaterThan(10);
    const rebar = trades.find((trade) => trade.name === '철근·콘크리트')!;
    expect(rebar).toMatchObject({
      type: 'DEPTH_2',
      parentId: specialty.id,
      topParentId: specialty.id,
      path: ['전문공사', '철근·콘크리트'],
      kiscCodes: ['42132'],
    });

    const leaves = await listCategories(rebar.id);
    expect(leaves.map((leaf) => leaf.name)).toEqual([
      '철근공사',
      '콘크리트 타설',
      '거푸집',
      '철근콘크리트 구조물 보수',
      '기초 공사',
      '프리캐스트 콘크리트',
    ]);
    for (const leaf of leaves) {
      expect(leaf).toMatchObject({
        type: 'DEPTH_3',
        parentId: rebar.id,
        topParentId: specialty.id,
      });
      expect(leaf.path).toEqual(['전문공사', '철근·콘크리트', leaf.name]);
    }
  });

  it('answers an unknown parent with an empty list and a malformed one with a Korean error', async () => {
    expect(await listCategories('999999')).toEqual([]);
    const { body } = await server.graphql('{ categories(parentId: "abc") { id } }');
    expect(body.errors?.[0]).toMatchObject({
      message: '상위 분류 정보가 올바르지 않습니다.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('finds 철근 leaves with their parent chain and breadcrumb', async () => {
    const results = await findByName('철근');
    const groups = await listCategories();
    const specialtyId = groups.find((group) => group.name === '전문공사')!.id;
    const trade = (await listCategories(specialtyId)).find(
      (entry) => entry.name === '철근·콘크리트',
    )!;

    expect(results.every((result) => result.name.includes('철근'))).toBe(true);
    const leaves = results.filter((result) => result.type === 'DEPTH_3');
    expect(leaves.map((leaf) => leaf.name)).toEqual(
      expect.arrayContaining(['철근공사', '철근콘크리트 구조물 보수']),
    );
    expect(leaves.find((leaf) => leaf.name === '철근공사')).toMatchObject({
      parentId: trade.id,
      topParentId: specialtyId,
      path: ['전문공사', '철근·콘크리트', '철근공사'],
    });
    // The dropdown keeps only leaves, so they come first.
    const firstNonLeaf = results.findIndex((result) => result.type !== 'DEPTH_3');
    expect(
      firstNonLeaf === -1 ||
        results.slice(firstNonLeaf).every((result) => result.type !== 'DEPTH_3'),
    ).toBe(true);
    expect(results).toContainEqual(
      expect.objectContaining({ name: '철근·콘크리트', type: 'DEPTH_2' }),
    );
  });

  it('matches one-syllable and long keywords, and every word of a phrase', async () => {
    const single = await findByName(' 철 ');
    expect(single.length).toBeGreaterThan(3);
    expect(single.every((result) => result.name.includes('철'))).toBe(true);
    expect(single.map((result) => result.name)).toEqual(expect.arrayContaining(['철근공사']));

    const long = await findByName('콘크리트');
    expect(long.map((result) => result.name)).toEqual(
      expect.arrayContaining(['콘크리트 타설', '프리캐스트 콘크리트', '철근콘크리트 구조물 보수']),
    );
    expect(long.every((result) => result.name.includes('콘크리트'))).toBe(true);

    const phrase = await findByName('철근 콘크리트');
    expect(phrase.map((result) => result.name)).toEqual(
      expect.arrayContaining(['철근·콘크리트', '철근콘크리트 구조물 보수']),
    );
  });

  it('does not match letters that only meet across a space, nor LIKE wildcards', async () => {
    // '토목 시설물 유지보수' indexes the bigram 목시, but no name contains "목시".
    expect(await findByName('목시')).toEqual([]);
    expect(await findByName('%')).toEqual([]);
    expect(await findByName('_')).toEqual([]);
  });

  it('matches 초성 queries of one, two and three or more initials', async () => {
    const single = await findByName('ㅊ');
    expect(single.map((result) => result.name)).toEqual(
      expect.arrayContaining(['철근공사', '철근·콘크리트']),
    );

    const pair = await findByName('ㅊㄱ');
    expect(pair.map((result) => result.name)).toEqual(
      expect.arrayContaining(['철근공사', '철근·콘크리트', '철근콘크리트 구조물 보수']),
    );
    // Every result has the initials ㅊㄱ next to each other somewhere in its name.
    for (const result of pair) expect(result.name).toSatisfy(hasInitials('ㅊㄱ'));
    // Leaves first, as for a word search.
    expect(pair[0]!.type).toBe('DEPTH_3');

    const long = await findByName('ㅊㄱㄱ ㅅ');
    expect(long.map((result) => result.name)).toContain('철근공사');
    for (const result of long) expect(result.name).toSatisfy(hasInitials('ㅊㄱㄱㅅ'));

    expect(await findByName('ㅋㅋㅋㅋㅋㅋㅋ')).toEqual([]);
  });

  it('asks for a keyword when it is empty', async () => {
    for (const name of ['', '   ']) {
      const { body } = await searchCategories(name);
      expect(body.errors?.[0]).toMatchObject({
        message: '검색어를 입력해 주세요.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  async function findByIds(ids: string[]) {
    return server.graphql<{ categoriesByIds: Category[] }>(
      `query ByIds($ids: [ID!]!) { categoriesByIds(ids: $ids) { ${FIELDS} } }`,
      { variables: { ids } },
    );
  }

  it('returns categoriesByIds in the order given, skipping unknown, deleted and repeated ids', async () => {
    const groups = await listCategories();
    const specialty = groups.find((group) => group.name === '전문공사')!;
    const rebar = (await listCategories(specialty.id)).find(
      (trade) => trade.name === '철근·콘크리트',
    )!;
    const [rebarWork, pouring, formwork] = await listCategories(rebar.id);
    await database.db
      .update(categories)
      .set({ deletedAt: new Date() })
      .where(eq(categories.id, Number(formwork!.id)));

    const { body } = await findByIds([
      pouring!.id,
      '999999',
      formwork!.id,
      specialty.id,
      rebarWork!.id,
      pouring!.id,
      rebar.id,
    ]);
    expect(body.errors).toBeUndefined();
    expect(body.data!.categoriesByIds).toEqual([pouring, specialty, rebarWork, rebar]);

    const empty = await findByIds([]);
    expect(empty.body.data!.categoriesByIds).toEqual([]);
  });

  it('refuses more than 100 ids and malformed ids in Korean', async () => {
    const tooMany = await findByIds(Array.from({ length: 101 }, (_, index) => String(index + 1)));
    expect(tooMany.body.errors?.[0]).toMatchObject({
      message: '업종은 한 번에 최대 100개까지 조회할 수 있습니다.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const hundred = await findByIds(Array.from({ length: 100 }, (_, index) => String(index + 1)));
    expect(hundred.body.errors).toBeUndefined();

    const malformed = await findByIds(['abc']);
    expect(malformed.body.errors?.[0]).toMatchObject({
      message: '업종 정보가 올바르지 않습니다.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
