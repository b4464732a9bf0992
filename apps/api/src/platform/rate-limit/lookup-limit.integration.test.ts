import { createTestDatabase } from '@gongsa/db/testing';
import { describe, expect, it } from 'vitest';
import { createAuthHeadersForTest } from '../../testing/accounts';
import { insertUserForTest } from '../../testing/companies.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';

const IS_EXIST_EMAIL = 'mutation E($email: String!) { isExistEmail(email: $email) }';
const IS_DUPLICATE_CODE = 'query C($code: String!) { isDuplicateCompanyCode(code: $code) }';
const TOO_MANY = /^확인 요청이 너무 많습니다\. \d+분 후 다시 시도해 주세요\.$/;

describe('lookups that reveal whether an email or a 법인등록번호 is taken', () => {
  const app = setUpTestServer(() => createTestDatabase({ seed: 'none' }), {
    env: { LOOKUP_MAX_PER_IP: '3' },
  });

  /** The test server trusts 127.0.0.1, so X-Forwarded-For names the client address. */
  function from(address: string, headers: Record<string, string> = {}) {
    return { 'x-forwarded-for': address, ...headers };
  }

  it('share one budget per address, in Korean when it runs out, and other addresses go on', async () => {
    const email = (n: number) => ({ email: `walk-${n}@gongsa.example` });
    for (const n of [1, 2]) {
      const { body } = await app.server.graphql(IS_EXIST_EMAIL, {
        variables: email(n),
        headers: from('203.0.113.7'),
      });
      expect(body).toEqual({ data: { isExistEmail: false } });
    }
    const third = await app.server.graphql(IS_DUPLICATE_CODE, {
      variables: { code: '110111-1234567' },
      headers: from('203.0.113.7'),
    });
    expect(third.body).toEqual({ data: { isDuplicateCompanyCode: false } });

    for (const document of [IS_EXIST_EMAIL, IS_DUPLICATE_CODE]) {
      const { body } = await app.server.graphql(document, {
        variables: { ...email(4), code: '1101111234567' },
        headers: from('203.0.113.7'),
      });
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]?.message).toMatch(TOO_MANY);
      expect(body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    }

    const other = await app.server.graphql(IS_EXIST_EMAIL, {
      variables: email(5),
      headers: from('198.51.100.23'),
    });
    expect(other.body).toEqual({ data: { isExistEmail: false } });
  });

  it('also count per signed-in account, whichever address it comes from', async () => {
    const user = await insertUserForTest(app.handle.db, 'lookup');
    const auth = await createAuthHeadersForTest(user.id);
    const addresses = ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'];
    const answers = [];
    for (const address of addresses) {
      const { body } = await app.server.graphql(IS_DUPLICATE_CODE, {
        variables: { code: '110111-7654321' },
        headers: from(address, auth),
      });
      answers.push(body.errors?.[0]?.message ?? body.data?.isDuplicateCompanyCode);
    }
    expect(answers.slice(0, 3)).toEqual([false, false, false]);
    expect(answers[3]).toMatch(TOO_MANY);
  });

  it('counts sign-up attempts too: each answer says whether an email or a number is taken', async () => {
    const SIGN_UP = `mutation S($data: SignUpInput!, $requestId: String!) {
      signUp(data: $data, requestId: $requestId) { accessToken } }`;
    const attempt = (n: number) =>
      app.server.graphql(SIGN_UP, {
        variables: {
          requestId: 'not-a-verified-phone',
          data: {
            email: `probe-${n}@gongsa.example`,
            password: 'gongsa!2026',
            name: '탐색',
            nickname: `탐색${n}`,
            phoneNumber: '010-5000-9999',
            profile: { type: 'CONSUMER' },
          },
        },
        headers: from('203.0.113.99'),
      });
    for (const n of [1, 2, 3]) {
      expect((await attempt(n)).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const fourth = await attempt(4);
    expect(fourth.body.errors?.[0]?.message).toMatch(TOO_MANY);
  });
});
