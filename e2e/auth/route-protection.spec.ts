import { expect, saveScreenshot, test } from '../support/fixtures';
import { CORPORATION_ACCOUNT } from '../support/accounts';
import { logIn } from '../support/login';

const protectedPaths = [
  '/myPage/profile',
  '/myBid?tab=1',
  '/bid/upload1',
  '/mall',
  '/recommendation',
  '/report/company/1',
];

for (const path of protectedPaths) {
  test(`a logged-out visitor to ${path} is sent to login with the redirect`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('로그인');
  });
}

test('a visitor sent to login from a protected page is told why, and only then', async ({
  page,
}, testInfo) => {
  const reason = page.getByRole('main').getByTestId('login-reason');
  await page.goto('/company');
  const card = page.getByTestId('company-card').first();
  const name = (await card.getByRole('link').first().textContent()) ?? '';
  await card.getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fcompany%2F\d+$/);
  await expect(reason).toHaveText('업체 상세 정보는 로그인 후 볼 수 있어요');
  await saveScreenshot(page, testInfo, 'login-reason-company');

  // Said by the server's HTML, per destination; no destination (or an unknown one), no reason.
  const reasons = {
    '/myPage/point?tab=1': '마이페이지는 로그인 후 이용할 수 있어요',
    '/myBid?tab=3': '내 입찰은 로그인 후 확인할 수 있어요',
    '/bid/upload1': '견적 요청은 로그인 후 작성할 수 있어요',
    '/recommendation': '추천 업체는 로그인 후 볼 수 있어요',
  };
  for (const [path, sentence] of Object.entries(reasons)) {
    const html = await (
      await page.request.get(`/auth/login?redirect=${encodeURIComponent(path)}`)
    ).text();
    expect(html, path).toContain(sentence);
  }
  await page.goto('/auth/login?redirect=%2Fbid');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('로그인');
  await expect(reason).toHaveCount(0);
});

test('the company and bid lists are public by default', async ({ page }) => {
  await page.goto('/company');
  await expect(page).toHaveURL(/\/company$/);
  await page.goto('/bid');
  await expect(page).toHaveURL(/\/bid$/);
});

test('after login the visitor lands on the page they asked for, and auth pages send them home', async ({
  page,
}) => {
  await page.goto('/myPage/profile');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await page.getByLabel('이메일').fill(CORPORATION_ACCOUNT.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(CORPORATION_ACCOUNT.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/myPage\/profile$/);
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/$/);
});

test('wrong credentials show a Korean error and stay on the login page', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('이메일').fill(CORPORATION_ACCOUNT.email);
  await page.getByLabel('비밀번호', { exact: true }).fill('wrong-password1!');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    '이메일 또는 비밀번호가 올바르지 않습니다. 다시 확인해 주세요.',
  );
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('a logged-in user reaches a protected page directly', async ({ page }) => {
  await logIn(page, CORPORATION_ACCOUNT);
  await page.goto('/myPage/profile');
  await expect(page).toHaveURL(/\/myPage\/profile$/);
});
