import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import { signAccessToken } from '../modules/auth/access-token';
import { TEST_JWT_SECRET, type TestServer } from './test-server';

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

let uniqueSerial = 0;

/** A login id no other test in the run uses. */
export function createUniqueEmailForTest(label: string): string {
  uniqueSerial += 1;
  return `${label}-${Date.now()}-${uniqueSerial}-${randomInt(1_000_000)}@gongsa.test`;
}

/** A mobile number (digits only) that is very unlikely to be taken yet. */
export function createUniquePhoneForTest(): string {
  return `010${String(randomInt(10_000_000, 100_000_000))}`;
}

/** The six-digit code last texted to the number through the local SMS outbox. */
export function readSmsCodeForTest(server: TestServer, phoneNumber: string): string {
  const digits = phoneNumber.replace(/-/g, '');
  const message = server.smsOutbox?.findLast((sms) => sms.to === digits);
  const authNumber = /\[(\d{6})\]/.exec(message?.text ?? '')?.[1];
  if (!authNumber) throw new Error(`no code was sent to ${digits}`);
  return authNumber;
}

export function requestAuthNumberForTest(server: TestServer, phoneNumber: string) {
  return server.graphql<{ requestAuthNumber: boolean }>(REQUEST_AUTH_NUMBER, {
    variables: { phoneNumber },
  });
}

export function validateAuthNumberForTest(
  server: TestServer,
  phoneNumber: string,
  authNumber: string,
) {
  return server.graphql<{ validateAuthNumber: string }>(VALIDATE_AUTH_NUMBER, {
    variables: { phoneNumber, authNumber },
  });
}

/** Sends a code to the number through the local SMS outbox and validates it: the requestId. */
export async function verifyPhoneForTest(server: TestServer, phoneNumber: string): Promise<string> {
  const sent = await requestAuthNumberForTest(server, phoneNumber);
  expect(sent.body).toEqual({ data: { requestAuthNumber: true } });
  const { body } = await validateAuthNumberForTest(
    server,
    phoneNumber,
    readSmsCodeForTest(server, phoneNumber),
  );
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

export function bearer(tokens: Pick<TestTokens, 'accessToken'>): Record<string, string> {
  return { authorization: `Bearer ${tokens.accessToken}` };
}

/** Headers of a signed-in session for a user a test inserted straight into the database. */
export async function createAuthHeadersForTest(userId: number): Promise<Record<string, string>> {
  return bearer(await signAccessToken(userId, TEST_JWT_SECRET));
}

/** Uploads a tiny PNG as the signed-in user: the new file's id. */
export async function uploadImageForTest(
  server: TestServer,
  headers: Record<string, string>,
): Promise<string> {
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 20, g: 160, b: 90 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'image.png');
  const response = await fetch(`${server.url}/files/upload`, {
    method: 'POST',
    body: form,
    headers,
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { files: Array<{ id: string }> };
  return body.files[0]!.id;
}
