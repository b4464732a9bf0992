import { expect, type Page } from '@playwright/test';

/** Logs in through the real login form, as a person would. */
export async function logIn(
  page: Page,
  account: { email: string; password: string },
  path = '/auth/login',
) {
  await page.goto(path);
  await page.getByLabel('이메일').fill(account.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

export function isPhone(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 820;
}

/** Ends the session in the browser the way a reload after logout would find it. */
export async function logOut(page: Page) {
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await page.context().clearCookies();
}

/**
 * Confirms 로그아웃 in its dialog and waits for what follows: the session ends at once (the header
 * changes) and then the page reloads '/', which would interrupt a navigation started before it.
 */
export async function confirmLogout(page: Page) {
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('dialog', { name: '로그아웃 하시겠어요?' })
    .getByRole('button', { name: '로그아웃' })
    .click();
  await reloaded;
}

/** 로그아웃 as a member does it: the account menu (the drawer on a phone), then the dialog. */
export async function logOutFromMenu(page: Page) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
    await page
      .getByRole('dialog', { name: '전체 메뉴' })
      .getByRole('button', { name: '로그아웃' })
      .click();
  } else {
    const button = page.getByRole('banner').getByRole('button', { name: /내 계정 메뉴/ });
    await button.click();
    const panelId = await button.getAttribute('aria-controls');
    await page.locator(`[id="${panelId}"]`).getByRole('button', { name: '로그아웃' }).click();
  }
  await confirmLogout(page);
}
