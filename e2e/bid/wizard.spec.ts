import { expect, saveScreenshot, test } from '../support/fixtures';
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
  // Steps 1 and 2 have no data yet, so the wizard starts at step 1. The login, the step 3 page's
  // hydration and its draft check come first: on a loaded machine that took 10 s (trace).
  await expect(page).toHaveURL(/\/bid\/upload1$/, { timeout: 30_000 });
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

// Issue 13, item 2: only what 다음 has not saved yet is unsaved; leaving with it asks first.
test('leaving the wizard with an unsaved step asks first', async ({ page }, testInfo) => {
  await logIn(page, CLIENT_ACCOUNT);
  await page.goto('/bid/upload1');
  await expect(page.getByRole('heading', { level: 1, name: /어떤 공사의 견적/ })).toBeVisible();
  for (const label of ['대분류', '업종', '세부 업종']) {
    const select = page.getByLabel(label, { exact: true });
    await expect(select).toBeEnabled();
    await expect(select.locator('option')).not.toHaveCount(1);
    await select.selectOption({ index: 1 });
  }
  await page.getByRole('button', { name: '업종 추가' }).click();
  await expect(page.getByText('선택한 업종 (1/5)')).toBeVisible();

  const home = page.locator('header a[href="/"]:visible').first();
  const dialog = page.getByRole('dialog', { name: '저장하지 않은 변경 사항이 있어요.' });
  await home.click();
  await expect(dialog).toBeVisible();
  await saveScreenshot(page, testInfo, 'bid-upload-leave-warning');
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/bid\/upload1$/);
  await expect(page.getByText('선택한 업종 (1/5)')).toBeVisible();

  await home.click();
  await dialog.getByRole('button', { name: '나가기' }).click();
  await expect(page).toHaveURL(/\/$/);
});
