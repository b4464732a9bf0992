import {
  createFreshAccount,
  createFreshCompanyAccount,
  readProfileIdAs,
  signInAs,
} from '../support/api-account';
import { expect, expectAccessible, saveScreenshot, test } from '../support/fixtures';
import { logIn } from '../support/login';

/*
 * Issue 16, follows (company pages are for members: a visitor is sent to log in first): a member
 * follows a company on its page
 * → the follower count rises and the button says 팔로잉 → the company is in 관심 목록 › 팔로잉
 * → unfollowing there empties the list and the page counts no follower again.
 */

test('a member follows a company on its page, finds it in my followings, and unfollows', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const company = await createFreshCompanyAccount('팔로우건설', '박대표');
  const profileId = await readProfileIdAs(await signInAs(company));
  const member = await createFreshAccount();

  await logIn(page, member);
  await page.goto(`/company/${profileId}`);
  const count = page.getByTestId('follower-count');
  await expect(count).toHaveText('팔로워 0명');
  const follow = page.getByRole('button', { name: '팔로우', exact: true });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  const following = page.getByRole('button', { name: '팔로잉', exact: true });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect(count).toHaveText('팔로워 1명');
  await expect(page.getByText('팔로우했습니다.', { exact: false })).toBeVisible();
  await expectAccessible(page, testInfo);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, 'follow-company-page', { fullPage: false });

  // It stays after a reload (the API's answer, not the page's memory).
  await page.reload();
  await expect(page.getByRole('button', { name: '팔로잉', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(count).toHaveText('팔로워 1명');

  // 관심 목록 › 팔로잉 lists it with the tab's count.
  await page.goto('/myPage/favorite?tab=following');
  await expect(page.getByTestId('favorite-count-following')).toHaveText('1');
  const list = page.locator('section[aria-labelledby="following-companies-heading"]');
  await expect(list.getByRole('heading', { name: '팔로우한 업체 1개' })).toBeVisible();
  await expect(list.getByText(/팔로우건설/).first()).toBeVisible();
  await expectAccessible(page, testInfo);
  await saveScreenshot(page, testInfo, 'follow-my-followings');
  await list.getByRole('button', { name: /팔로우 취소$/ }).click();
  await expect(page.getByText('팔로우한 업체가 없어요')).toBeVisible();
  await expect(page.getByTestId('favorite-count-following')).toHaveText('0');
  await saveScreenshot(page, testInfo, 'follow-my-followings-empty');

  await page.goto(`/company/${profileId}`);
  await expect(page.getByRole('button', { name: '팔로우', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByTestId('follower-count')).toHaveText('팔로워 0명');
});

test('a company sees its follower count on its own page without a follow button', async ({
  page,
}) => {
  const company = await createFreshCompanyAccount('내업체건설', '최대표');
  const profileId = await readProfileIdAs(await signInAs(company));
  await logIn(page, company);
  await page.goto(`/company/${profileId}`);
  await expect(page.getByRole('link', { name: '프로필 수정' })).toBeVisible();
  await expect(page.getByTestId('follower-count')).toHaveText('팔로워 0명');
  await expect(page.getByRole('button', { name: /^팔로(우|잉)$/ })).toHaveCount(0);
});
