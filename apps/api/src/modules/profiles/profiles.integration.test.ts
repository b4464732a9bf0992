import { profiles } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/database';
import { TEST_JWT_SECRET, startTestServer, type TestServer } from '../../testing/test-server';
import { signAccessToken } from '../auth/access-token';

const QUERY = `query Duplicate($code: String!) { isDuplicateCompanyCode(code: $code) }`;

describe('isDuplicateCompanyCode', () => {
  let database: DatabaseHandle;
  let server: TestServer;
  let demoCompanyCode: string;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: 'demo' });
    server = await startTestServer({ db: database.db });
    const [company] = await database.db
      .select({ companyCode: profiles.companyCode })
      .from(profiles)
      .where(and(isNotNull(profiles.companyCode), isNull(profiles.deletedAt)))
      .limit(1);
    demoCompanyCode = company!.companyCode!;
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  async function check(code: string) {
    return server.graphql<{ isDuplicateCompanyCode: boolean }>(QUERY, { variables: { code } });
  }

  it('finds a code a demo company already uses, with or without the hyphen', async () => {
    expect(demoCompanyCode).toMatch(/^\d{13}$/);
    const plain = await check(demoCompanyCode);
    expect(plain.body.data?.isDuplicateCompanyCode).toBe(true);
    const hyphenated = await check(`${demoCompanyCode.slice(0, 6)}-${demoCompanyCode.slice(6)}`);
    expect(hyphenated.body.data?.isDuplicateCompanyCode).toBe(true);
  });

  it('answers false for a code nobody uses', async () => {
    const { body } = await check('999999-0000000');
    expect(body.errors).toBeUndefined();
    expect(body.data?.isDuplicateCompanyCode).toBe(false);
  });

  it('asks for a code when none is given', async () => {
    const { body } = await check(' - ');
    expect(body.errors?.[0]).toMatchObject({
      message: '법인등록번호를 입력해 주세요.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('shows a demo company its own info, with the main address as its region', async () => {
    const [company] = await database.db
      .select({
        userId: profiles.userId,
        companyName: profiles.companyName,
        sigungu: profiles.sigungu,
      })
      .from(profiles)
      .where(
        and(
          eq(profiles.type, 'CORPORATION'),
          isNotNull(profiles.sigungu),
          isNull(profiles.deletedAt),
        ),
      )
      .limit(1);
    const { accessToken } = await signAccessToken(company!.userId, TEST_JWT_SECRET);
    const { body } = await server.graphql<{
      me: {
        profile: {
          isMine: boolean;
          info: { __typename: string; companyName: string; addresses: { sigungu: string }[] };
        };
      };
    }>(
      `{ me { profile { isMine info { __typename ... on CompanyInfo {
        companyName addresses { sigungu isFirst } categories { id } } } } } }`,
      { headers: { authorization: `Bearer ${accessToken}` } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.me.profile).toMatchObject({
      isMine: true,
      info: {
        __typename: 'CompanyInfo',
        companyName: company!.companyName,
        addresses: [{ sigungu: company!.sigungu, isFirst: true }],
      },
    });
  });
});
