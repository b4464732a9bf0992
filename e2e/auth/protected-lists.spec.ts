import { expect, test } from '../support/fixtures';
import { protectedListsWebPort } from '../playwright.config';

// A second web server runs the same build with PROTECT_LIST_PAGES=true (see playwright.config.ts).
test.use({ baseURL: `http://127.0.0.1:${protectedListsWebPort}` });

// The tag tells playwright.config.ts this test needs that server (CI starts it in one pass only).
test(
  'with PROTECT_LIST_PAGES=true the company and bid lists need login, home stays public',
  { tag: '@protected-lists' },
  async ({ page }) => {
    await page.goto('/company?page=1&sorting=1');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/company?page=1&sorting=1');

    await page.goto('/bid');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fbid$/);

    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('contentinfo')).toContainText('통신판매중개자');
  },
);
