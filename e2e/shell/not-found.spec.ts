import { CORPORATION_ACCOUNT } from '../support/accounts';
import { expect, saveScreenshot, test } from '../support/fixtures';
import { logIn } from '../support/login';

test('an unknown address shows the Korean 404 page with a way home', async ({ page }, testInfo) => {
  const response = await page.goto('/없는-페이지/abc');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('페이지를 찾을 수 없습니다');
  await saveScreenshot(page, testInfo, 'not-found');
  await page
    .getByRole('main')
    .getByRole('link', { name: /홈으로/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown my-page area is a 404 inside one header and one footer', async ({
  page,
}, testInfo) => {
  await logIn(page, CORPORATION_ACCOUNT);
  const response = await page.goto('/myPage/없는-메뉴');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
  // A second shell would sit inside the first one's main, where its header and footer are no
  // landmarks: count the elements.
  await expect(page.locator('header')).toHaveCount(1);
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('footer')).toHaveCount(1);
  await saveScreenshot(page, testInfo, 'my-page-not-found');
});
