import type { Page } from '@playwright/test';
import { CORPORATION_ACCOUNT } from '../support/accounts';
import { expect, saveScreenshot, saveViewportScreenshot, test } from '../support/fixtures';
import { isPhone, logIn } from '../support/login';

/*
 * Issue 16, the home page: the top banners (the demo seed's three, with desktop and phone
 * images), the newest open requests, recommended companies, the advertisement strip and the
 * mall's featured products; a click on a banner goes to its link and is recorded (recordEventAction 'banner:<id>' CLICK, counted in
 * the API's next batch — the counting itself is proven by the API's tests).
 */

const FIRST_BANNER = '겨울철 동파 예방 공사, 지금 견적 받아보세요';

async function showFirstBanner(page: Page) {
  const carousel = page.getByRole('region', { name: '주요 소식' });
  // Stop the rotation first, so the banner on screen stays while the test looks at it.
  await carousel.getByRole('button', { name: '배너 자동 넘김 정지' }).click();
  await expect(carousel.getByRole('button', { name: '배너 자동 넘김 재생' })).toBeVisible();
  for (let tries = 0; tries < 3; tries++) {
    if ((await carousel.getByText(/^\d+ \/ 3$/).textContent()) === '1 / 3') break;
    await carousel.getByRole('button', { name: '다음 배너' }).click();
  }
  await expect(carousel.getByText('1 / 3')).toBeVisible();
  return carousel;
}

test('a visitor sees the banners, the newest requests, companies and ads; a banner click is recorded', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const carousel = await showFirstBanner(page);
  const banner = carousel.getByRole('img', { name: FIRST_BANNER });
  await expect(banner).toBeVisible();
  // The phone image below 820 px, the desktop one above.
  const sources = await banner.evaluate((image: HTMLImageElement) => ({
    current: image.currentSrc,
    desktop: image.parentElement?.querySelector('source')?.srcset ?? '',
    mobile: image.getAttribute('src') ?? '',
  }));
  expect(sources.desktop).not.toBe(sources.mobile);
  expect(sources.current).toBe(isPhone(page) ? sources.mobile : sources.desktop);
  await expect
    .poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);

  // The next banner, and back: one on screen at a time.
  await carousel.getByRole('button', { name: '다음 배너' }).click();
  await expect(carousel.getByText('2 / 3')).toBeVisible();
  await expect(banner).toBeHidden();
  await carousel.getByRole('button', { name: '이전 배너' }).click();
  await expect(banner).toBeVisible();

  const requests = page.getByRole('list', { name: '최신 견적 요청 목록' });
  await expect(page.getByRole('heading', { name: '새로 올라온 견적 요청' })).toBeVisible();
  expect(await requests.getByRole('listitem').count()).toBeGreaterThan(0);
  const companies = page.getByRole('list', { name: '추천 업체 목록' });
  await expect(page.getByText('요즘 견적 요청이 많은 업종에서 평점이 높은 업체예요')).toBeVisible();
  expect(await companies.getByRole('listitem').count()).toBeGreaterThan(0);
  const ads = page.getByRole('list', { name: '광고 목록' });
  await expect(ads.getByTestId('home-ad-card')).toHaveCount(4);
  const helmet = ads.getByRole('link', { name: /스마트 안전모 KS-200/ });
  await expect(helmet).toHaveAttribute('target', '_blank');
  await expect(helmet).toHaveAttribute('rel', 'noopener');

  // The mall's featured products (the demo's five approved ones: the newest four), each a link.
  const mall = page.getByRole('region', { name: '혁신제품몰' });
  await expect(mall.getByRole('listitem')).toHaveCount(4);
  await expect(mall.getByRole('link', { name: '전체 보기' })).toHaveAttribute('href', '/mall');

  // Advertisement photos load lazily (on a phone the strip scrolls sideways): the first one shows.
  await ads.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      ads
        .locator('img')
        .first()
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBeGreaterThan(0);
  // The blocks below the fold are laid out when they come near the screen (content-visibility),
  // which a full-page picture never does: lay them all out for it.
  await page.addStyleTag({ content: 'section { content-visibility: visible !important; }' });
  await saveScreenshot(page, testInfo, 'home-blocks');
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveViewportScreenshot(page, testInfo, 'home-blocks-top');

  const recorded = page.waitForRequest(
    (request) =>
      request.url().includes('/graphql') &&
      (request.postData() ?? '').includes('RecordEventAction'),
  );
  await carousel.getByRole('link', { name: FIRST_BANNER }).click();
  await expect(page).toHaveURL(/\/bid$/);
  const request = await recorded;
  const body = JSON.parse(request.postData() ?? '{}') as {
    variables: { slug: string; actionType: string; visitorId: string | null };
  };
  expect(body.variables.slug).toMatch(/^banner:\d+$/);
  expect(body.variables.actionType).toBe('CLICK');
  expect(body.variables.visitorId).toBeTruthy();
  const response = await request.response();
  expect(await response?.json()).toEqual({ data: { recordEventAction: true } });
});

test('a member sees companies recommended for their own profile', async ({ page }, testInfo) => {
  await logIn(page, CORPORATION_ACCOUNT);
  await page.goto('/');
  await expect(page.getByText('내 프로필의 업종·지역과 활동을 바탕으로 골랐어요')).toBeVisible();
  const companies = page.getByRole('list', { name: '추천 업체 목록' });
  expect(await companies.getByRole('listitem').count()).toBeGreaterThan(0);
  await expect(page.getByText('요즘 견적 요청이 많은 업종에서 평점이 높은 업체예요')).toHaveCount(
    0,
  );
  // The section's heading just under the sticky header, then back to the top (a link under the
  // sticky header would read as an obscured target to axe's last check).
  await page.getByRole('heading', { name: '추천 업체' }).evaluate((heading) => {
    window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 160);
  });
  await saveViewportScreenshot(page, testInfo, 'home-member-recommendations');
  await page.evaluate(() => window.scrollTo(0, 0));
});
