import { expect, test } from '../support/fixtures';
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
