import { expect, type Page } from '@playwright/test';
import { createUniquePhoneNumber, readLatestSmsCode } from './sms';

export type BrowserSignUp = { email: string; password: string; name: string };

/**
 * Signs up in the browser as a consumer (일반 소비자) through /auth/join1–3 with the required
 * agreements only, and waits for the new account's profile page.
 */
export async function signUpAsConsumerInBrowser(
  page: Page,
  name = `소비${Math.floor(Math.random() * 1e4)}`,
): Promise<BrowserSignUp> {
  const account = {
    email: `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@gongsa.test`,
    password: 'gongsa1234!',
    name,
  };
  const phoneNumber = createUniquePhoneNumber();
  await page.goto('/auth/join1');
  await page.getByLabel('[필수] 서비스 이용약관 동의').check();
  await page.getByLabel('[필수] 개인정보 처리방침 동의').check();
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/\/auth\/join2$/);
  await page.getByLabel('이메일').fill(account.email);
  await expect(page.getByText('사용할 수 있는 이메일입니다.')).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill(account.password);
  await page.getByLabel('비밀번호 확인').fill(account.password);
  await page.getByLabel('이름').fill(account.name);
  await page.getByLabel('닉네임').fill(`e2e${Math.floor(Math.random() * 1e5)}`);
  await page.getByLabel('휴대폰 번호').fill(phoneNumber);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await page.getByLabel('인증번호').fill(await readLatestSmsCode(phoneNumber));
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByText('인증되었습니다.')).toBeVisible();
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/\/auth\/join3$/);
  await page.getByRole('radio', { name: /일반 소비자/ }).check();
  await page.getByRole('button', { name: '가입 완료' }).click();
  await expect(page).toHaveURL(/\/myPage\/profile\?welcome=1$/, { timeout: 30_000 });
  return account;
}
