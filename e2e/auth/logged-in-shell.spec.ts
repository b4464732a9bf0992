import { type Page } from '@playwright/test';
import { expect, saveScreenshot, test } from '../support/fixtures';
import { CORPORATION_ACCOUNT, SUBSCRIBER_ACCOUNT } from '../support/accounts';
import { confirmLogout, isPhone, logIn } from '../support/login';

async function openAccountMenu(page: Page) {
  const button = page
    .getByRole('banner')
    .getByRole('button', { name: /내 계정 메뉴, 프로필 완성도 \d+%/ });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panelId = await button.getAttribute('aria-controls');
  return page.locator(`[id="${panelId}"]`);
}

test('the header shows points and the profile ring menu, and logout works', async ({
  page,
}, testInfo) => {
  await logIn(page, CORPORATION_ACCOUNT);
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: /보유 포인트 [\d,]+P/ }).first()).toBeVisible();

  if (isPhone(page)) {
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
    const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
    await expect(drawer).toContainText('님');
    await expect(drawer).toContainText(/프로필 완성도 \d+%/);
    await expect(drawer.getByRole('link', { name: /프로필 (완성하기|수정)/ })).toBeVisible();
    await saveScreenshot(page, testInfo, 'drawer-logged-in');
    await drawer.getByRole('button', { name: '로그아웃' }).click();
  } else {
    await saveScreenshot(page, testInfo, 'home-logged-in');
    const menu = await openAccountMenu(page);
    await expect(menu).toContainText('님');
    await expect(menu).toContainText(/보유 포인트\s*[\d,]+ P/);
    await expect(menu).toContainText('이용 중인 구독 없음');
    await expect(menu).not.toContainText('모든 기업정보 무료 열람');
    await expect(menu.getByRole('link', { name: '마이페이지' })).toHaveAttribute('href', '/myPage');
    await saveScreenshot(page, testInfo, 'account-menu');
    await menu.getByRole('button', { name: '로그아웃' }).click();
  }
  await confirmLogout(page);
  await expect(
    banner.getByRole('link', { name: isPhone(page) ? '로그인' : '로그인/회원가입' }),
  ).toBeVisible();
  await page.goto('/myPage/profile');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
});

test('a subscriber sees the subscription and the free-access tooltip', async ({
  page,
}, testInfo) => {
  test.skip(isPhone(page), 'the subscription lives in the desktop account menu');
  await logIn(page, SUBSCRIBER_ACCOUNT);
  const menu = await openAccountMenu(page);
  await expect(menu).toContainText('프리미엄 구독');
  await expect(menu).toContainText('모든 기업정보 무료 열람');
  await saveScreenshot(page, testInfo, 'account-menu-subscriber');
});

test('the logout confirmation closes on Escape and keeps the user logged in', async ({ page }) => {
  test.skip(isPhone(page), 'the desktop account menu holds logout');
  await logIn(page, CORPORATION_ACCOUNT);
  const menu = await openAccountMenu(page);
  await menu.getByRole('button', { name: '로그아웃' }).click();
  const dialog = page.getByRole('dialog', { name: '로그아웃 하시겠어요?' });
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('banner').getByRole('link', { name: /보유 포인트 [\d,]+P/ }),
  ).toBeVisible();
});
