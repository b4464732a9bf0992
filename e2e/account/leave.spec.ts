import { expect, saveScreenshot, test } from '../support/fixtures';
import { createFreshAccount } from '../support/api-account';
import { logIn } from '../support/login';

test('a member leaves after confirming, is logged out and cannot log in again', async ({
  page,
}, testInfo) => {
  const account = await createFreshAccount();
  await logIn(page, account);

  await page.goto('/myPage/leave');
  await expect(page.getByRole('heading', { name: '회원 탈퇴', level: 1 })).toBeVisible();
  const leaveButton = page.getByRole('button', { name: '회원 탈퇴', exact: true });
  const acknowledge = page.getByLabel('안내 사항을 확인했습니다');
  await expect(acknowledge).toBeEnabled();
  await expect(leaveButton).toBeDisabled();
  await saveScreenshot(page, testInfo, 'leave-page');

  await acknowledge.check();
  await leaveButton.click();
  const dialog = page.getByRole('dialog', { name: '정말 탈퇴하시겠습니까?' });
  await expect(dialog).toBeVisible();
  await saveScreenshot(page, testInfo, 'leave-confirm');
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(dialog).toBeHidden();

  await leaveButton.click();
  await page
    .getByRole('dialog', { name: '정말 탈퇴하시겠습니까?' })
    .getByRole('button', { name: '탈퇴하기' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('회원 탈퇴가 완료되었습니다.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'leave-done');

  await page.goto('/auth/login');
  await page.getByLabel('이메일').fill(account.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '이메일 또는 비밀번호가 올바르지 않습니다.' }),
  ).toBeVisible();
});
