import { type Page, type TestInfo } from '@playwright/test';
import { expect, expectAccessible, saveScreenshot, test } from '../support/fixtures';
import { CORPORATION_ACCOUNT } from '../support/accounts';
import { createFreshAccount, createUniqueBusinessNumber } from '../support/api-account';
import { confirmLogout, isPhone, logIn } from '../support/login';
import { signUpAsConsumerInBrowser } from '../support/sign-up';
import { createUniquePhoneNumber, readLatestSmsCode } from '../support/sms';

/** Full-page screenshots of a scrolled page draw the sticky header mid-page. */
async function saveTopScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, name);
}

function createUniqueEmail(): string {
  return `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@gongsa.test`;
}

/** Step 1 with the required agreements only. */
async function agreeToRequiredTerms(page: Page) {
  await page.getByLabel('[필수] 서비스 이용약관 동의').check();
  await page.getByLabel('[필수] 개인정보 처리방침 동의').check();
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/\/auth\/join2$/);
}

async function openAccountPanel(page: Page) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
    return page.getByRole('dialog', { name: '전체 메뉴' });
  }
  const button = page
    .getByRole('banner')
    .getByRole('button', { name: /내 계정 메뉴, 프로필 완성도 \d+%/ });
  await button.click();
  const panelId = await button.getAttribute('aria-controls');
  return page.locator(`[id="${panelId}"]`);
}

test('a visitor signs up by email in three steps, logs out and logs in again', async ({
  page,
}, testInfo) => {
  const email = createUniqueEmail();
  const password = 'gongsa1234!';
  const phoneNumber = createUniquePhoneNumber();
  const name = `가입${Math.floor(Math.random() * 1e4)}`;
  const nickname = `e2e${Math.floor(Math.random() * 1e5)}`;

  // Step 1: agreements. '다음' waits for the two required ones; '전체 동의' reflects the rest.
  await page.goto('/auth/join1');
  await expect(page.locator('[aria-current="step"]')).toContainText('약관 동의');
  const next = page.getByRole('button', { name: '다음' });
  await expect(next).toBeDisabled();
  const all = page.getByLabel('전체 동의');
  await all.check();
  await expect(page.getByLabel('[선택] 마케팅 수신 동의')).toBeChecked();
  await page.getByLabel('[선택] 마케팅 수신 동의').uncheck();
  await expect(all).not.toBeChecked();
  expect(await all.evaluate((input: HTMLInputElement) => input.indeterminate)).toBe(true);
  await page.getByRole('button', { name: '보기 서비스 이용약관' }).click();
  await expect(page.getByRole('region', { name: '서비스 이용약관 전문' })).toBeVisible();
  await expect(next).toBeEnabled();
  await saveTopScreenshot(page, testInfo, 'join1');
  await next.click();

  // Step 2: account and phone verification.
  await expect(page).toHaveURL(/\/auth\/join2$/);
  await expect(page.locator('[aria-current="step"]')).toContainText('정보 입력');
  await page.getByLabel('이메일').fill(email);
  await expect(page.getByText('사용할 수 있는 이메일입니다.')).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByLabel('비밀번호 확인').fill(password);
  await page.getByLabel('이름').fill(name);
  await page.getByLabel('닉네임').fill(nickname);
  await page.getByLabel('휴대폰 번호').fill(phoneNumber);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  const code = await readLatestSmsCode(phoneNumber);
  await page.getByLabel('인증번호').fill(code);
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByText('인증되었습니다.')).toBeVisible();
  await saveTopScreenshot(page, testInfo, 'join2');
  await expectAccessible(page, testInfo);
  await page.getByRole('button', { name: '다음' }).click();

  // Step 3: a corporation, with the business number looked up at the 국세청 while typing.
  await expect(page).toHaveURL(/\/auth\/join3$/);
  await expect(page.locator('[aria-current="step"]')).toContainText('프로필 선택');
  await page.getByRole('radio', { name: '법인', exact: true }).check();
  await page.getByLabel('상호명').fill('이투이건설');
  await page.getByLabel('대표자명').fill(name);
  const businessNumber = page.getByLabel('사업자등록번호');
  await businessNumber.fill('1234500022');
  await expect(businessNumber).toHaveValue('123-45-00022');
  await expect(page.getByText('폐업자', { exact: true })).toBeVisible();
  await businessNumber.fill('123-45-00003');
  await expect(page.getByText('계속사업자', { exact: true })).toBeVisible();
  await saveTopScreenshot(page, testInfo, 'join3');
  await expectAccessible(page, testInfo);

  // A number another member holds is a claim the form refuses, pointing to 고객센터 (issue 12).
  const taken = createUniqueBusinessNumber();
  await createFreshAccount({
    type: 'CORPORATION',
    companyName: '먼저가입건설',
    ownerName: '김먼저',
    businessNumber: taken,
  });
  await businessNumber.fill(taken);
  await page.getByRole('button', { name: '가입 완료' }).click();
  await expect(
    page.getByText(
      '이미 다른 회원이 등록한 사업자등록번호입니다. 본인 업체의 번호라면 고객센터로 문의해 주세요.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/join3$/);

  await businessNumber.fill(createUniqueBusinessNumber());
  await page.getByRole('button', { name: '가입 완료' }).click();

  // Logged in, on the profile with what to fill in next (issue 13): the basics the form still
  // lacks come first, each with what it adds to the ring.
  await expect(page).toHaveURL(/\/myPage\/profile\?welcome=1$/, { timeout: 30_000 });
  const guide = page.getByRole('region', { name: `${name}님, 가입을 환영해요!` });
  await expect(guide).toBeVisible();
  await expect(page.getByTestId('profile-progress')).toHaveText('프로필 완성도 12%');
  await expect(guide.getByRole('listitem').nth(0)).toContainText('대표 전화번호');
  await expect(guide.getByRole('listitem').nth(0)).toContainText('+4%');
  await expect(guide.getByRole('listitem').nth(1)).toContainText('주소');
  await expect(guide.getByRole('listitem').nth(2)).toContainText('업종');
  await saveTopScreenshot(page, testInfo, 'joined-company-profile');
  const panel = await openAccountPanel(page);
  await expect(panel).toContainText(`${name}님`);
  await panel.getByRole('button', { name: '로그아웃' }).click();
  await confirmLogout(page);
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: isPhone(page) ? '로그인' : '로그인/회원가입' }),
  ).toBeVisible();

  // The new account logs in with its password.
  await logIn(page, { email, password });
  const panelAgain = await openAccountPanel(page);
  await expect(panelAgain).toContainText(`${name}님`);
});

test('a new consumer lands on the profile with their name and phone counted and the next steps', async ({
  page,
}, testInfo) => {
  const name = `소비${Math.floor(Math.random() * 1e4)}`;
  await signUpAsConsumerInBrowser(page, name);

  // The name and the verified phone given at sign-up are the profile's: 2 of 6 fields, 30 %.
  await expect(page).toHaveURL(/\/myPage\/profile\?welcome=1$/, { timeout: 30_000 });
  const guide = page.getByRole('region', { name: `${name}님, 가입을 환영해요!` });
  await expect(guide).toBeVisible();
  await expect(page.getByTestId('profile-progress')).toHaveText('프로필 완성도 30%');
  await expect(page.locator('#consumer-profile-ownerName')).toHaveValue(name);
  await expect(page.locator('#consumer-profile-phoneNumber')).not.toHaveValue('');
  const steps = guide.getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toContainText('이메일');
  await expect(steps.nth(1)).toContainText('소개');
  await expect(steps.nth(2)).toContainText('관심 업종');
  await expect(steps.nth(3)).toContainText('프로필 이미지');
  for (const step of await steps.all()) await expect(step).toContainText('+15%');
  await saveTopScreenshot(page, testInfo, 'joined-consumer-profile');
  await expectAccessible(page, testInfo);

  // A step takes the user to its field.
  await guide.getByRole('link', { name: /소개/ }).click();
  await expect(page.locator('#consumer-profile-description')).toBeFocused();
  await page.evaluate(() => window.scrollTo(0, 0));
});

test('opening a later step directly sends the visitor back to the first step', async ({ page }) => {
  await page.goto('/auth/join3');
  await expect(page).toHaveURL(/\/auth\/join1$/);
  await page.goto('/auth/join2');
  await expect(page).toHaveURL(/\/auth\/join1$/);
});

test('an email that already has an account is refused on step 2', async ({ page }) => {
  await page.goto('/auth/join1');
  await agreeToRequiredTerms(page);
  await page.getByLabel('이메일').fill(CORPORATION_ACCOUNT.email);
  await expect(page.getByText('이미 가입된 이메일입니다.')).toBeVisible();
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/\/auth\/join2$/);
  await expect(page.getByLabel('이메일')).toBeFocused();
});

test('the header logo on a sign-up page says where it is going', async ({ page }) => {
  await page.goto('/auth/join1');
  await page.getByRole('banner').getByRole('link', { name: '공사마켓 홈' }).click();
  await expect(page.getByText('회원가입/로그인 페이지로 이동합니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('/auth/terms shows the service terms and the privacy policy', async ({ page }, testInfo) => {
  await page.goto('/auth/terms');
  await expect(page.getByRole('heading', { level: 1, name: '회원가입 약관' })).toBeVisible();
  await expect(page.getByRole('region', { name: '서비스 이용약관' })).toContainText('제1조');
  await expect(page.getByRole('region', { name: '개인정보 처리방침' })).not.toBeEmpty();
  await saveTopScreenshot(page, testInfo, 'auth-terms');
});
