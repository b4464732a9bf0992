import { type Page } from '@playwright/test';
import { expect, expectAccessible, saveScreenshot, test } from '../support/fixtures';
import { confirmLogout, isPhone } from '../support/login';
import { createUniquePhoneNumber, readLatestSmsCode } from '../support/sms';

function createUniqueSuffix(): string {
  return `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
}

async function expectLoggedIn(page: Page) {
  const banner = page.getByRole('banner');
  if (isPhone(page)) {
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
    const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
    await expect(drawer.getByRole('button', { name: '로그아웃' })).toBeVisible();
    return drawer;
  }
  await expect(banner.getByRole('button', { name: /내 계정 메뉴/ })).toBeVisible();
  return null;
}

async function logOut(page: Page) {
  if (isPhone(page)) {
    await page
      .getByRole('dialog', { name: '전체 메뉴' })
      .getByRole('button', { name: '로그아웃' })
      .click();
  } else {
    const button = page.getByRole('banner').getByRole('button', { name: /내 계정 메뉴/ });
    await button.click();
    const panelId = await button.getAttribute('aria-controls');
    await page.locator(`[id="${panelId}"]`).getByRole('button', { name: '로그아웃' }).click();
  }
  await confirmLogout(page);
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: isPhone(page) ? '로그인' : '로그인/회원가입' }),
  ).toBeVisible();
}

test('a new Kakao user signs up through the join steps and then logs straight in', async ({
  page,
}, testInfo) => {
  const suffix = createUniqueSuffix();
  const email = `e2e-kakao-${suffix}@gongsa.test`;
  const phoneNumber = createUniquePhoneNumber();

  await page.goto('/auth/login');
  const kakaoButton = page.getByRole('button', { name: '카카오 로그인' });
  await expect(kakaoButton).toBeVisible();
  await expect(page.getByRole('button', { name: '네이버 로그인' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'login-social-buttons');
  await kakaoButton.click();

  // The local fake Kakao (served by the API) shows its consent page.
  await expect(page.getByRole('heading', { name: '카카오계정으로 로그인' })).toBeVisible();
  await expectAccessible(page, testInfo);
  await page.getByLabel('이메일 (선택)').fill(email);
  await page.getByLabel('닉네임').fill('카카오테스터');
  await saveScreenshot(page, testInfo, 'kakao-fake-consent');
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();

  // /auth/kakao finds no account and hands over to the join steps.
  await expect(page).toHaveURL(/\/auth\/join1$/);
  await expect(page.getByText('카카오 계정으로 가입을 진행합니다.')).toBeVisible();
  await page.getByLabel(/전체 동의/).check();
  await page.getByRole('button', { name: '다음' }).click();

  await expect(page).toHaveURL(/\/auth\/join2$/);
  await expect(page.getByLabel('비밀번호', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('이름')).toHaveValue('카카오테스터');
  await page.getByLabel('이름').fill('김카카오');
  await page.getByLabel('닉네임').fill(`카${suffix.slice(-6)}`);
  await page.getByLabel('휴대폰 번호').fill(phoneNumber);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await page.getByLabel('인증번호', { exact: true }).fill(await readLatestSmsCode(phoneNumber));
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByText('인증되었습니다.')).toBeVisible();
  await page.getByRole('button', { name: '다음' }).click();

  await expect(page).toHaveURL(/\/auth\/join3$/);
  await page.getByRole('radio', { name: /일반 소비자/ }).check();
  await page.getByRole('button', { name: '가입 완료' }).click();

  // A new account lands on its profile, with what to fill in next (issue 13).
  await expect(page).toHaveURL(/\/myPage\/profile\?welcome=1$/, { timeout: 30_000 });
  await expect(page.getByRole('region', { name: '김카카오님, 가입을 환영해요!' })).toBeVisible();
  await expectLoggedIn(page);
  await saveScreenshot(page, testInfo, 'kakao-joined');
  await logOut(page);

  // The second time the same Kakao account logs in without any join step.
  await page.goto('/auth/login');
  await page.getByRole('button', { name: '카카오 로그인' }).click();
  await expect(page.getByLabel('이메일 (선택)')).toHaveValue(email);
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectLoggedIn(page);
});

test('a cancelled Kakao login explains itself and offers another try', async ({
  page,
}, testInfo) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: '카카오 로그인' }).click();
  await expect(page.getByRole('heading', { name: '카카오계정으로 로그인' })).toBeVisible();
  await page.getByRole('link', { name: '취소' }).click();
  await expect(page).toHaveURL(/\/auth\/kakao\?/);
  await expect(
    page.getByRole('alert').filter({ hasText: '카카오 로그인을 취소했습니다.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '카카오 로그인 다시 시도' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'kakao-cancelled');
});

test('a Naver login with the email of an email account logs in with the password and links', async ({
  page,
}, testInfo) => {
  const suffix = createUniqueSuffix();
  const email = `e2e-naver-${suffix}@gongsa.test`;
  const phoneNumber = createUniquePhoneNumber();
  const password = 'gongsa1234!';

  // An email account made over the API, as the join steps would.
  const api = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4100'}/graphql`;
  const call = async (query: string, variables: Record<string, unknown>) => {
    const response = await fetch(api, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  };
  await call('mutation($p: String!) { requestAuthNumber(phoneNumber: $p) }', { p: phoneNumber });
  const validated = await call(
    'mutation($p: String!, $c: String!) { validateAuthNumber(phoneNumber: $p, authNumber: $c) }',
    { p: phoneNumber, c: await readLatestSmsCode(phoneNumber) },
  );
  const signedUp = await call(
    'mutation($d: SignUpInput!, $r: String!) { signUp(data: $d, requestId: $r) { accessToken } }',
    {
      r: validated.data?.validateAuthNumber,
      d: {
        email,
        password,
        name: '네이버연결',
        nickname: `네${suffix.slice(-6)}`,
        phoneNumber,
        profile: { type: 'CONSUMER' },
      },
    },
  );
  expect(signedUp.errors).toBeUndefined();

  await page.goto('/auth/login');
  await page.getByRole('button', { name: '네이버 로그인' }).click();
  await expect(page.getByRole('heading', { name: '네이버 아이디로 로그인' })).toBeVisible();
  await page.getByLabel('이메일 (선택)').fill(email);
  await page.getByLabel('이름').fill('네이버연결');
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();

  await expect(page).toHaveURL(/\/auth\/naver\?/);
  await expect(page.getByText('으로 가입한 이메일 계정이 이미 있습니다.')).toBeVisible();
  await expect(page.getByLabel('이메일', { exact: true })).toHaveValue(email);
  await saveScreenshot(page, testInfo, 'naver-email-account');
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인하고 네이버 계정 연결하기' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: '네이버 계정을 연결했습니다. 다음부터 네이버 로그인으로 바로 로그인할 수 있습니다.',
    }),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'naver-linked');
  await page.getByRole('button', { name: '계속하기' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectLoggedIn(page);
  await logOut(page);

  await page.goto('/auth/login');
  await page.getByRole('button', { name: '네이버 로그인' }).click();
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectLoggedIn(page);
});
