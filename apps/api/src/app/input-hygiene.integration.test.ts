import { createTestDatabase } from '@gongsa/db/testing';
import { describe, expect, it } from 'vitest';
import { setUpTestServer } from '../testing/set-up-test-server';
import { INPUT_HYGIENE_MESSAGE } from './input-hygiene';

const SIGUNGU =
  'query S($si: String!, $keyword: String) { sigunguList(si: $si, keyword: $keyword) { gungu } }';

describe('strings a client sends', () => {
  const app = setUpTestServer(() => createTestDatabase({ seed: 'reference' }));

  async function sigungu(variables: Record<string, unknown>) {
    return (
      await app.server.graphql<{ sigunguList: Array<{ gungu: string | null }> }>(SIGUNGU, {
        variables,
      })
    ).body;
  }

  it('refuses a control character or a lone surrogate in any variable, in Korean, with no 500', async () => {
    for (const keyword of ['강\u0000남', '강남\u001b', '\uD800강남', '강남\uDC00', 'a\u0085b']) {
      const body = await sigungu({ si: '서울특별시', keyword });
      expect(body.data ?? null).toBeNull();
      expect(body.errors).toEqual([
        { message: INPUT_HYGIENE_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } },
      ]);
    }
    // Nested inside an input object or a list as well.
    const nested = await app.server.graphql(
      'query E($filter: EnterpriseFilterInput) { enterprises(filter: $filter) { totalCount } }',
      { variables: { filter: { locations: ['서울특별시', 'x\u0000'] } } },
    );
    expect(nested.body.errors?.[0]?.message).toBe(INPUT_HYGIENE_MESSAGE);
  });

  it('refuses a string literal whose escapes spell one', async () => {
    const { body } = await app.server.graphql(
      '{ sigunguList(si: "서울특별시", keyword: "강\\u0000남") { gungu } }',
    );
    expect(body.errors?.[0]).toMatchObject({
      message: INPUT_HYGIENE_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('keeps tabs, newlines and emoji, and reads decomposed Hangul as the syllables it spells', async () => {
    const composed = await sigungu({ si: '서울특별시', keyword: '강남' });
    expect(composed.data?.sigunguList.map((region) => region.gungu)).toContain('강남구');
    // 강남 typed on a system that sends jamo (NFD), as macOS file names and some keyboards do.
    const decomposed = await sigungu({
      si: '서울특별시'.normalize('NFD'),
      keyword: '강남'.normalize('NFD'),
    });
    expect(decomposed).toEqual(composed);
    const literal = await app.server.graphql(
      `{ sigunguList(si: "${'서울특별시'.normalize('NFD')}", keyword: "강남") { gungu } }`,
    );
    expect(literal.body).toEqual(composed);
    const harmless = await sigungu({ si: '서울특별시', keyword: '강남\t\n😀' });
    expect(harmless.errors).toBeUndefined();
  });
});
