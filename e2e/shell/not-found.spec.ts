import { expect, saveScreenshot, test } from '../support/fixtures';

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
