import type { Locator, Page } from '@playwright/test';
import { createFreshAccount, createFreshCompanyAccount, signInAs } from '../support/api-account';
import { applyAs, publishAnnouncementAs } from '../support/bids';
import { expect, saveScreenshot, saveViewportScreenshot, test } from '../support/fixtures';
import { isPhone, logIn } from '../support/login';

/** Every area of My Page, in the menu's order: the same list wherever the menu appears. */
const MY_PAGE_AREAS = [
  '/myBid?tab=1',
  '/myBid?tab=3',
  '/myPage/review',
  '/recommendation',
  '/myPage/favorite',
  '/myPage/view',
  '/myPage/profile',
  '/myPage/portfolio',
  '/myPage/product',
  '/myPage/noti',
  '/myPage/point?tab=1',
  '/myPage/opinion',
  '/myPage/leave',
];

function readHrefs(links: Locator): Promise<(string | null)[]> {
  return links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
}

function myPageMenu(scope: Page | Locator) {
  return scope.getByRole('navigation', { name: '마이페이지 메뉴' });
}

test('every my-page area is reachable from the menu, with the new-applicant badge', async ({
  page,
}, testInfo) => {
  // A client whose request has an applicant it has not looked at yet.
  const client = await createFreshAccount();
  const company = await createFreshCompanyAccount('메뉴건설', '김메뉴');
  const announcement = await publishAnnouncementAs(await signInAs(client));
  await applyAs(await signInAs(company), announcement.id, { estimatedAmount: 8_000_000 });
  await logIn(page, client);

  if (isPhone(page)) {
    // 마이 in the bottom bar opens the list of every area.
    await page.goto('/');
    await page
      .getByRole('navigation', { name: '하단 메뉴' })
      .getByRole('link', { name: '마이' })
      .click();
    await expect(page).toHaveURL(/\/myPage$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('마이페이지');
    const list = page.getByRole('main').getByRole('list').getByRole('link');
    expect(await readHrefs(list)).toEqual(MY_PAGE_AREAS);
    await expect(list.filter({ hasText: '내 견적 요청' })).toHaveAccessibleName(/새 지원자/);
    await saveScreenshot(page, testInfo, 'my-page-list');

    // The drawer lists the same areas.
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
    const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
    const drawerLinks = myPageMenu(drawer).getByRole('link');
    await expect(drawerLinks).toHaveCount(MY_PAGE_AREAS.length);
    expect(await readHrefs(drawerLinks)).toEqual(MY_PAGE_AREAS);
    await saveViewportScreenshot(page, testInfo, 'my-page-drawer');
    await drawer.getByRole('button', { name: '메뉴 닫기' }).click();

    await list.filter({ hasText: '열람한 업체' }).click();
    await expect(page).toHaveURL(/\/myPage\/view$/);
    await expect(page.getByRole('heading', { level: 1, name: '열람한 업체' })).toBeVisible();
  } else {
    // Beside every my-page area: the side navigation, the current area marked.
    await page.goto('/myPage/favorite');
    const sideNav = myPageMenu(page);
    const entries = sideNav.getByRole('list').getByRole('link');
    expect(await readHrefs(entries)).toEqual(MY_PAGE_AREAS);
    await expect(sideNav.getByRole('link', { name: '관심 목록' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(entries.filter({ hasText: '내 견적 요청' })).toHaveAccessibleName(/새 지원자/);
    await saveScreenshot(page, testInfo, 'my-page-side-nav');

    // The account menu lists the same areas.
    const accountButton = page.getByRole('button', { name: /내 계정 메뉴/ });
    await accountButton.click();
    const menu = page.locator(`[id="${await accountButton.getAttribute('aria-controls')}"]`);
    const menuLinks = menu.getByRole('list').getByRole('link');
    await expect(menuLinks).toHaveCount(MY_PAGE_AREAS.length + 1);
    expect(await readHrefs(menuLinks)).toEqual(['/myPage', ...MY_PAGE_AREAS]);
    await saveViewportScreenshot(page, testInfo, 'my-page-account-menu');
    await page.keyboard.press('Escape');

    await entries.filter({ hasText: '열람한 업체' }).click();
    await expect(page).toHaveURL(/\/myPage\/view$/);
    await expect(sideNav.getByRole('link', { name: '열람한 업체' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sideNav.getByRole('link', { name: '관심 목록' })).not.toHaveAttribute(
      'aria-current',
    );
  }
});
