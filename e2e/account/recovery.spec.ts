import { expect, saveScreenshot, test } from '../support/fixtures';
import { createFreshAccount, verifyPhoneInForm } from '../support/api-account';
import { collectConsoleErrors } from '../support/console';

const WRONG_CREDENTIALS = '이메일 또는 비밀번호가 올바르지 않습니다.';

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(local.length - 2)}@${domain}`;
}

test('the find page offers finding the email and resetting the password', async ({
  page,
}, testInfo) => {
  await page.goto('/auth/find');
  await expect(page.getByRole('heading', { name: '이메일/비밀번호 찾기' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'recovery-hub');
  await page
    .getByRole('main')
    .getByRole('link', { name: /이메일 찾기/ })
    .click();
  await expect(page).toHaveURL(/\/auth\/fe$/);
  await page.goto('/auth/find');
  await page
    .getByRole('main')
    .getByRole('link', { name: /비밀번호 재설정/ })
    .click();
  await expect(page).toHaveURL(/\/auth\/fpw$/);
});

test('a member finds their email by name and phone and sees it masked', async ({
  page,
}, testInfo) => {
  const account = await createFreshAccount();
  await page.goto('/auth/fe');

  await page.getByRole('button', { name: '이메일 찾기' }).click();
  await expect(page.getByText('이름을 입력해 주세요.')).toBeVisible();
  await expect(page.getByText('휴대폰 인증을 완료해 주세요.')).toBeVisible();

  await page.getByLabel('이름').fill('없는사람');
  await verifyPhoneInForm(page, account.phoneNumber);
  await page.getByRole('button', { name: '이메일 찾기' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '일치하는 계정이 없습니다' }),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'find-email-form');

  // The verification is only spent on success, so fixing the name is enough.
  await page.getByLabel('이름').fill(account.name);
  await page.getByRole('button', { name: '이메일 찾기' }).click();
  await expect(page.getByText(maskEmail(account.email))).toBeVisible();
  await expect(page.getByText(account.email, { exact: true })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'find-email-result');

  await page.getByRole('main').getByRole('link', { name: '비밀번호 재설정' }).click();
  await expect(page).toHaveURL(/\/auth\/fpw$/);
});

test('a member resets the password; the old one stops working and the new one logs in', async ({
  page,
}, testInfo) => {
  const account = await createFreshAccount();
  const newPassword = 'newpass2027!';
  await page.goto('/auth/fpw');

  await page.getByLabel('이메일').fill(account.email);
  await verifyPhoneInForm(page, account.phoneNumber);
  await page.getByLabel('새 비밀번호', { exact: true }).fill('short');
  await page.getByLabel('새 비밀번호 확인').fill('short');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('비밀번호는 8자 이상이어야 합니다.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'reset-password-form');

  await page.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
  await page.getByLabel('새 비밀번호 확인').fill(newPassword);
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('비밀번호가 변경되었습니다.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'reset-password-done');

  await page.getByRole('main').getByRole('link', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByLabel('이메일').fill(account.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(account.password);
  const consoleErrors = collectConsoleErrors(page);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: WRONG_CREDENTIALS })).toBeVisible();
  // A wrong password is the user's mistake, shown above: nothing is logged as an error.
  expect(consoleErrors).toEqual([]);

  await page.getByLabel('비밀번호', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
});
