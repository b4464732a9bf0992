import { expect } from 'vitest';
import type { TestServer } from './test-server';

export const TEST_PASSWORD = 'gongsa!2026';

const REQUEST_AUTH_NUMBER =
  'mutation R($phoneNumber: String!) { requestAuthNumber(phoneNumber: $phoneNumber) }';
const VALIDATE_AUTH_NUMBER = `mutation V($phoneNumber: String!, $authNumber: String!) {
  validateAuthNumber(phoneNumber: $phoneNumber, authNumber: $authNumber)
}`;
const SIGN_UP = `mutation S($data: SignUpInput!, $requestId: String!) {
  signUp(data: $data, requestId: $requestId) { accessToken refreshToken }
}`;
const SIGN_IN = `mutation SignIn($loginId: String!, $password: String!) {
  signIn(loginId: $loginId, password: $password) { accessToken refreshToken }
}`;

export type TestTokens = { accessToken: string; refreshToken: string };

/** Sends a code to the number through the local SMS outbox and validates it: the requestId. */
export async function verifyPhoneForTest(server: TestServer, phoneNumber: string): Promise<string> {
  const sent = await server.graphql(REQUEST_AUTH_NUMBER, { variables: { phoneNumber } });
  expect(sent.body.errors).toBeUndefined();
  const digits = phoneNumber.replace(/-/g, '');
  const message = server.smsOutbox?.findLast((sms) => sms.to === digits);
  const authNumber = /\[(\d{6})\]/.exec(message?.text ?? '')?.[1];
  if (!authNumber) throw new Error(`no code was sent to ${digits}`);
  const { body } = await server.graphql<{ validateAuthNumber: string }>(VALIDATE_AUTH_NUMBER, {
    variables: { phoneNumber, authNumber },
  });
  expect(body.errors).toBeUndefined();
  return body.data!.validateAuthNumber;
}

/** A new consumer account made the way a user makes one: phone code, then signUp. */
export async function signUpForTest(
  server: TestServer,
  account: { email: string; name: string; phoneNumber: string; nickname?: string },
): Promise<TestTokens> {
  const requestId = await verifyPhoneForTest(server, account.phoneNumber);
  const { body } = await server.graphql<{ signUp: TestTokens }>(SIGN_UP, {
    variables: {
      requestId,
      data: {
        email: account.email,
        password: TEST_PASSWORD,
        name: account.name,
        nickname: account.nickname ?? '테스트회원',
        phoneNumber: account.phoneNumber,
        profile: { type: 'CONSUMER' },
      },
    },
  });
  expect(body.errors).toBeUndefined();
  return body.data!.signUp;
}

export function signInForTest(server: TestServer, loginId: string, password: string) {
  return server.graphql<{ signIn: TestTokens }>(SIGN_IN, { variables: { loginId, password } });
}

export function bearer(tokens: TestTokens): Record<string, string> {
  return { authorization: `Bearer ${tokens.accessToken}` };
}
