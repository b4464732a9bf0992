import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD } from '../support/accounts';
import { logIn } from '../support/login';

/** The demo client (CONSUMER with a completed profile) seeded by packages/db. */
const CLIENT_ACCOUNT = { email: 'consumer@gongsa.test', password: DEMO_PASSWORD };

test('a logged-out visitor is sent to log in and then to the first missing step', async ({
  page,
}) => {
  await page.goto('/bid/upload3');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fbid%2Fupload3/);
  await page.getByLabel('이메일').fill(CLIENT_ACCOUNT.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(CLIENT_ACCOUNT.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  // Steps 1 and 2 have no data yet, so the wizard starts at step 1.
  await expect(page).toHaveURL(/\/bid\/upload1$/);
  await expect(page.getByRole('heading', { level: 1, name: /어떤 공사의 견적/ })).toBeVisible();
});

test('a company chosen on its page is shown as the invited company and can be removed', async ({
  page,
}) => {
  await logIn(page, CLIENT_ACCOUNT);
  await page.goto('/company');
  const href = await page.locator('main a[href^="/company/"]').first().getAttribute('href');
  const profileId = href?.split('/').pop() ?? '';
  expect(profileId).not.toBe('');
  await page.goto(`/bid/upload1?invitationProfileId=${profileId}`);
  const invited = page.getByRole('region', { name: '견적을 요청할 업체' });
  await expect(invited.getByRole('heading', { level: 3 })).toBeVisible();
  await invited.getByRole('button', { name: '제거' }).click();
  await expect(invited).toHaveCount(0);
});
