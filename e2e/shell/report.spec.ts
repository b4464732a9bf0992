import { expect, test } from '../support/fixtures';
import { CORPORATION_ACCOUNT } from '../support/accounts';
import { logIn } from '../support/login';

test('/report pages render without the shell (for printing)', async ({ page }) => {
  await logIn(page, CORPORATION_ACCOUNT);
  await page.goto('/report/company/1');
  await expect(page).toHaveURL(/\/report\/company\/1$/);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toHaveCount(0);
});
