import { expect, saveScreenshot, test } from '../support/fixtures';

test('the service terms render the serviceManage text', async ({ page }, testInfo) => {
  await page.goto('/terms/serviceTerms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('이용약관');
  await expect(page.getByRole('main')).toContainText('제1조');
  await saveScreenshot(page, testInfo, 'terms-service');
});

test('the refund terms render the serviceManage text', async ({ page }) => {
  await page.goto('/terms/refundTerms');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('환불');
  await expect(page.getByRole('main')).toContainText('제1조');
});

test('the footer links to the terms', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: '이용약관' }).click();
  await expect(page).toHaveURL(/\/terms\/serviceTerms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('이용약관');
});
