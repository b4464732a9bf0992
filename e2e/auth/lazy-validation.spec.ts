import { type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * The forms' zod schemas are fetched with import() after hydration (ADR 0015), so a submit or a
 * blur may come before they are there. These tests hold the chunk that carries zod for two
 * seconds and act at once: the same Korean messages must still appear, just as late as the rules.
 */
async function delayZodChunk(page: Page): Promise<{ wasDelayed: () => boolean }> {
  let delayed = 0;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    // zod's own error class name survives minification; no first-load chunk has it.
    if (body.includes('ZodError')) {
      delayed += 1;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    await route.fulfill({ response, body });
  });
  return { wasDelayed: () => delayed > 0 };
}

test('join step 2 validates a submit made before its rules have loaded', async ({ page }) => {
  await page.goto('/auth/join1');
  await page.getByLabel('[필수] 서비스 이용약관 동의').check();
  await page.getByLabel('[필수] 개인정보 처리방침 동의').check();
  const zod = await delayZodChunk(page);
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/\/auth\/join2$/);

  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByText('이메일을 입력해 주세요.')).toBeVisible();
  await expect(page.getByText('비밀번호를 입력해 주세요.')).toBeVisible();
  await expect(page.getByText('닉네임을 입력해 주세요.')).toBeVisible();
  await expect(page.getByLabel('이메일')).toBeFocused();
  expect(zod.wasDelayed()).toBe(true);

  // A blur is judged too, with the same message as a submit.
  await page.getByLabel('닉네임').fill('ㅋㅋ');
  await page.getByLabel('이름').focus();
  await expect(page.getByText('닉네임은 한글, 영문, 숫자만 사용할 수 있습니다.')).toBeVisible();
});

test('password reset checks the phone number before its rules have loaded', async ({ page }) => {
  const zod = await delayZodChunk(page);
  await page.goto('/auth/fpw');
  await page.getByLabel('휴대폰 번호').fill('010-12');
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(
    page.getByText('올바른 전화번호를 입력해 주세요. (예: 010-1234-5678)'),
  ).toBeVisible();

  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('이메일을 입력해 주세요.')).toBeVisible();
  expect(zod.wasDelayed()).toBe(true);
});
