import { portfolios, profiles } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAuthHeadersForTest } from '../../testing/accounts';
import { insertCompanyForTest } from '../../testing/companies.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';

const AWARD = `mutation A($amount: Int!, $reason: String!) {
  awardFreePoint(amount: $amount, reason: $reason) { nowPoint }
}`;

describe('awardFreePoint: milestone rewards the server defines', () => {
  const setUp = setUpTestServer(createTestDatabase);

  async function award(headers: Record<string, string>, amount: number, reason: string) {
    return (await setUp.server.graphql(AWARD, { variables: { amount, reason }, headers })).body;
  }

  it('pays the profile reward once, only at 100 %, only its amount', async () => {
    const company = await insertCompanyForTest(setUp.handle.db, { name: '보상건설' });
    const headers = await createAuthHeadersForTest(company.userId);
    await setUp.handle.db
      .update(profiles)
      .set({ progress: 80 })
      .where(eq(profiles.id, company.profileId));
    expect((await award(headers, 1_000, '프로필 100% 완성')).errors?.[0]?.message).toBe(
      '프로필을 100% 완성하면 받을 수 있습니다.',
    );
    await setUp.handle.db
      .update(profiles)
      .set({ progress: 100 })
      .where(eq(profiles.id, company.profileId));
    expect((await award(headers, 100_000, '프로필 100% 완성')).errors?.[0]?.message).toBe(
      '프로필 100% 완성 혜택은 1,000P입니다.',
    );
    expect((await award(headers, 1_000, '출석 체크')).errors?.[0]?.message).toBe(
      '지급할 수 없는 포인트입니다.',
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => award(headers, 1_000, 'PROFILE_COMPLETED')),
    );
    expect(answers.filter((answer) => !answer.errors)).toEqual([
      { data: { awardFreePoint: { nowPoint: 1_000 } } },
    ]);
    expect(answers.filter((answer) => answer.errors).map((a) => a.errors?.[0]?.message)).toEqual(
      Array.from({ length: 4 }, () => '이미 받은 혜택입니다.'),
    );
  });

  it('pays the first-portfolio reward once a portfolio exists', async () => {
    const company = await insertCompanyForTest(setUp.handle.db, { name: '포폴건설' });
    const headers = await createAuthHeadersForTest(company.userId);
    expect((await award(headers, 1_000, '첫 포트폴리오 등록')).errors?.[0]?.message).toBe(
      '포트폴리오를 하나 이상 등록하면 받을 수 있습니다.',
    );
    await setUp.handle.db
      .insert(portfolios)
      .values({ userId: company.userId, profileId: company.profileId });
    expect(await award(headers, 1_000, '첫 포트폴리오 등록')).toEqual({
      data: { awardFreePoint: { nowPoint: 1_000 } },
    });
  });
});
