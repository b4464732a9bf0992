import { CORPORATION_ACCOUNT } from '../support/accounts';
import { expect, saveScreenshot, test } from '../support/fixtures';
import { logIn } from '../support/login';

test('an unknown address shows the Korean 404 page with a way home', async ({ page }, testInfo) => {
  const response = await page.goto('/없는-페이지/abc');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('페이지를 찾을 수 없습니다');
  await saveScreenshot(page, testInfo, 'not-found');
  await page
    .getByRole('main')
    .getByRole('link', { name: /홈으로/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown my-page area is a 404 inside one header and one footer', async ({
  page,
}, testInfo) => {
  await logIn(page, CORPORATION_ACCOUNT);
  const response = await page.goto('/myPage/없는-메뉴');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
  // A second shell would sit inside the first one's main, where its header and footer are no
  // landmarks: count the elements.
  await expect(page.locator('header')).toHaveCount(1);
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('footer')).toHaveCount(1);
  await saveScreenshot(page, testInfo, 'my-page-not-found');
});

// Issue 13 item 10: an id that names nothing answers HTTP 404 (search engines and link checkers
// read the status, not the text), and the not-found state never offers a retry that cannot help.
test('an unknown or malformed id answers 404; a member sees the way back, not a retry', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // A visitor's request page is rendered on the server, which asks the API and knows.
  const visitorAnswer = await request.get('/bid/99999999');
  expect.soft(visitorAnswer.status(), '/bid/99999999 (방문자)').toBe(404);
  expect(await visitorAnswer.text()).toContain('견적 요청을 찾을 수 없습니다');

  await logIn(page, CORPORATION_ACCOUNT);
  for (const [path, heading] of [
    ['/bid/abc', '견적 요청을 찾을 수 없습니다'],
    ['/company/99999999', '업체를 찾을 수 없습니다'],
    ['/company/abc', '업체를 찾을 수 없습니다'],
    ['/myBid/detail/abc', '견적 요청을 찾을 수 없습니다'],
  ] as const) {
    const response = await page.goto(path);
    expect.soft(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
  }
  await expect(
    page.getByRole('main').getByRole('link', { name: '내 견적 요청 목록으로' }),
  ).toHaveAttribute('href', '/myBid?tab=1');
  await saveScreenshot(page, testInfo, 'my-bid-detail-malformed-id');

  // A well-formed id that is not the member's: only their browser can ask (with its token); it
  // says so and leads back to their list.
  await page.goto('/myBid/detail/99999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('견적 요청을 찾을 수 없어요');
  await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
  await expect(
    page.getByRole('main').getByRole('link', { name: '내 견적 요청 목록으로' }),
  ).toHaveAttribute('href', '/myBid?tab=1');
  // Likewise a member's /bid/<unknown>: the browser asks, the page says it is not there.
  await page.goto('/bid/99999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('견적 요청을 찾을 수 없습니다');
  await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
});
