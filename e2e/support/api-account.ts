import { expect, type Page } from '@playwright/test';
import { E2E_API_URL, createUniquePhoneNumber, readLatestSmsCode } from './sms';

export type FreshAccount = {
  email: string;
  password: string;
  name: string;
  phoneNumber: string;
};

/** One GraphQL request to the e2e API without a session; fails the test on any GraphQL error. */
export async function callApi<T>(
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${E2E_API_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/**
 * A 사업자등록번호 that passes the 국세청 check digit, different for every run: one live profile
 * may hold a number. It starts with 9, which the demo's offices (101–899) never do.
 */
export function createUniqueBusinessNumber(): string {
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const digits = Array.from({ length: 9 }, (_, index) =>
    index === 0 ? 9 : Math.floor(Math.random() * 10),
  );
  let sum = digits.reduce((total, digit, index) => total + digit * (weights[index] ?? 0), 0);
  sum += Math.floor(((digits[8] ?? 0) * 5) / 10);
  return [...digits, (10 - (sum % 10)) % 10].join('');
}

/**
 * A new account made over the API exactly as /auth/join2–3 would (phone code from the local SMS
 * outbox, then signUp), so a journey can change it without touching a demo account. A consumer
 * unless another profile (e.g. { type: 'CORPORATION', companyName, ownerName, businessNumber })
 * is given.
 */
export async function createFreshAccount(
  profile: Record<string, unknown> = { type: 'CONSUMER' },
): Promise<FreshAccount> {
  const suffix = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const account: FreshAccount = {
    email: `e2e-${suffix}@gongsa.test`,
    password: 'gongsa1234!',
    name: `복구${Math.floor(Math.random() * 1e4)}`,
    phoneNumber: createUniquePhoneNumber(),
  };
  await callApi('mutation R($p: String!) { requestAuthNumber(phoneNumber: $p) }', {
    p: account.phoneNumber,
  });
  const authNumber = await readLatestSmsCode(account.phoneNumber);
  const { validateAuthNumber: requestId } = await callApi<{ validateAuthNumber: string }>(
    'mutation V($p: String!, $a: String!) { validateAuthNumber(phoneNumber: $p, authNumber: $a) }',
    { p: account.phoneNumber, a: authNumber },
  );
  await callApi(
    'mutation S($data: SignUpInput!, $requestId: String!) { signUp(data: $data, requestId: $requestId) { accessToken } }',
    {
      requestId,
      data: {
        email: account.email,
        password: account.password,
        name: account.name,
        nickname: `e2e${Math.floor(Math.random() * 1e5)}`,
        phoneNumber: account.phoneNumber,
        profile,
      },
    },
  );
  return account;
}

/** One GraphQL request as the given account (bearer token); fails the test on any GraphQL error. */
export async function callApiAs<T>(
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${E2E_API_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** A new 법인 account (a company that can apply), its name made unique from `companyName`. */
export function createFreshCompanyAccount(companyName: string, ownerName: string) {
  return createFreshAccount({
    type: 'CORPORATION',
    companyName: `${companyName}${Math.floor(Math.random() * 1e4)}`,
    ownerName,
    businessNumber: createUniqueBusinessNumber(),
  });
}

/** Signs in over the API and returns the access token. */
export async function signInAs(account: { email: string; password: string }): Promise<string> {
  const { signIn } = await callApi<{ signIn: { accessToken: string } }>(
    'mutation L($id: String!, $pw: String!) { signIn(loginId: $id, password: $pw) { accessToken } }',
    { id: account.email, pw: account.password },
  );
  return signIn.accessToken;
}

/** The id of the account's profile. */
export async function readProfileIdAs(token: string): Promise<string> {
  const { me } = await callApiAs<{ me: { profile: { id: string } } }>(
    token,
    'query { me { profile { id } } }',
  );
  return me.profile.id;
}

/** Uploads one file as the given account, as the web's uploader does; returns its id. */
export async function uploadFileAs(
  token: string,
  name: string,
  type: string,
  content: Buffer,
): Promise<string> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(content)], { type }), name);
  const response = await fetch(`${E2E_API_URL}/files/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  const json = (await response.json()) as { files?: Array<{ id: string }> };
  const id = json.files?.[0]?.id;
  expect(id, JSON.stringify(json)).toBeDefined();
  return id as string;
}

/** Fills the shared PhoneVerificationField: number, '인증번호 받기', the code from the outbox, '확인'. */
export async function verifyPhoneInForm(page: Page, phoneNumber: string) {
  await page.getByLabel('휴대폰 번호').fill(phoneNumber);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  // The code field appears once the API has sent the new code; reading earlier could return the
  // code the number got when the account was created.
  const codeInput = page.getByLabel('인증번호', { exact: true });
  await expect(codeInput).toBeVisible();
  const code = await readLatestSmsCode(phoneNumber);
  await codeInput.fill(code);
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByText('인증되었습니다.')).toBeVisible();
}
