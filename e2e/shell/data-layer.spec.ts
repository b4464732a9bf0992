import { test, expect, saveViewportScreenshot } from '../support/fixtures';
import { createFreshAccount, signInAs } from '../support/api-account';
import { createDraftAs, publishAnnouncementAs } from '../support/bids';
import { isPhone, logIn } from '../support/login';
import { recordOperations } from '../support/operations';

function countOf(names: string[], operation: string) {
  return names.filter((name) => name === operation).length;
}

test("the '내 입찰' dot asks once per route, however many bars show it", async ({
  page,
}, testInfo) => {
  const account = await createFreshAccount();
  await logIn(page, account);
  // The page logIn lands on asks for its own dot: let it finish before counting.
  await page.waitForLoadState('networkidle');
  const operations = recordOperations(page);

  // A full page load: the tab bar and the bottom bar (one of them hidden by the viewport) share
  // one request.
  await page.goto('/company');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(countOf(operations, 'MyBidNotice')).toBe(1);
  // The notification bells of both headers share their count's request the same way.
  expect(countOf(operations, 'MyUnreadNotificationCount')).toBe(1);

  // A route change inside the app asks once more.
  const tabs = isPhone(page)
    ? page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link', { name: '공고' })
    : page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '전체 공고' });
  await tabs.click();
  await expect(page).toHaveURL(/\/bid$/);
  await page.waitForLoadState('networkidle');
  expect(countOf(operations, 'MyBidNotice')).toBe(2);
  expect(countOf(operations, 'MyUnreadNotificationCount')).toBe(2);

  // The phone drawer shows the dot from the answer its route already has.
  if (isPhone(page)) {
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
    await expect(page.getByRole('dialog', { name: '전체 메뉴' })).toBeVisible();
    await saveViewportScreenshot(page, testInfo, 'drawer-opened-lazily');
    await page.waitForLoadState('networkidle');
    expect(countOf(operations, 'MyBidNotice')).toBe(2);
    expect(countOf(operations, 'MyUnreadNotificationCount')).toBe(2);
  }
});

test('an action reloads the counts while the old ones stay on screen', async ({
  page,
}, testInfo) => {
  const client = await createFreshAccount();
  const token = await signInAs(client);
  await publishAnnouncementAs(token);
  const draft = await createDraftAs(token);
  await logIn(page, client);
  await page.goto('/myBid?tab=1');
  const chips = page.getByRole('group', { name: '상태별 보기' });
  await expect(chips.getByRole('button', { name: '임시 저장 1' })).toBeVisible();

  // Hold the dashboard's reload that deleting the draft starts.
  let releaseDashboard: () => void = () => undefined;
  const isReleased = new Promise<void>((resolve) => {
    releaseDashboard = resolve;
  });
  let isDashboardHeld = false;
  await page.route('**/api/graphql', async (route) => {
    if (/query MyBidDashboard\b/.test(route.request().postData() ?? '')) {
      isDashboardHeld = true;
      await isReleased;
    }
    await route.continue();
  });

  const draftItem = page.getByTestId('my-bid-draft').filter({ hasText: draft.title });
  await draftItem.getByRole('button', { name: `${draft.title} 삭제` }).click();
  await page
    .getByRole('dialog', { name: '임시 저장본을 삭제할까요?' })
    .getByRole('button', { name: '삭제' })
    .click();
  await expect(page.getByText('임시 저장본을 삭제했어요.')).toBeVisible();
  await expect.poll(() => isDashboardHeld).toBe(true);

  // While the reload is on its way the counts stay (no skeleton, no chips without numbers).
  await expect(chips.getByRole('button', { name: '모집중 1' })).toBeVisible();
  await expect(chips.getByRole('button', { name: '임시 저장 1' })).toBeVisible();
  await saveViewportScreenshot(page, testInfo, 'my-bid-counts-during-reload');

  releaseDashboard();
  await expect(chips.getByRole('button', { name: '임시 저장 0' })).toBeVisible();
  await expect(chips.getByRole('button', { name: '모집중 1' })).toBeVisible();
});
