import { expect, test } from '../support/fixtures';
import { CORPORATION_ACCOUNT } from '../support/accounts';

test('로그인 상태 유지 keeps the user logged in after the browser is closed', async ({
  page,
  browser,
}) => {
  await page.goto('/auth/login');
  await page.getByLabel('이메일').fill(CORPORATION_ACCOUNT.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(CORPORATION_ACCOUNT.password);
  await page.getByLabel('로그인 상태 유지').check();
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);

  const cookies = await page.context().cookies();
  const refresh = cookies.find((c) => c.name === 'gs_refresh');
  expect(refresh, 'a persistent refresh cookie').toBeDefined();
  const days = ((refresh?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(360);

  // A browser restart keeps only cookies with an expiry, and no sessionStorage.
  const reopened = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  await reopened.addCookies(cookies.filter((c) => c.expires > 0));
  const again = await reopened.newPage();
  await again.goto('/myPage/profile');
  await expect(again).toHaveURL(/\/myPage\/profile$/);
  await expect(
    again
      .getByRole('banner')
      .getByRole('link', { name: /보유 포인트 [\d,]+P/ })
      .first(),
  ).toBeVisible();
  await reopened.close();
});

test('without 로그인 상태 유지 nothing outlives the browser session', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('이메일').fill(CORPORATION_ACCOUNT.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(CORPORATION_ACCOUNT.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  const persistent = (await page.context().cookies()).filter(
    (c) => c.expires > 0 && c.name.startsWith('gs_'),
  );
  expect(persistent.map((c) => c.name)).toEqual([]);
});
