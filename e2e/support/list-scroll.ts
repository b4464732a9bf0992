import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** How far (px) the page may land from where it was left: a few pixels of layout rounding. */
const SCROLL_TOLERANCE = 24;

/**
 * Loads a second page with "더 보기", opens the 26th card from the middle of the screen and
 * goes Back: the same cards must be there and the page must land where it was left, the card
 * in view at about the same place (issue 13, item 3).
 */
export async function expectBackKeepsListPlace(
  page: Page,
  cards: Locator,
  detailUrl: RegExp,
  /** The list's total ('총 N'), more than 26. */
  total: number,
  /** /company and /bid keep the pages shown in the URL (page=2); the my-page lists do not. */
  { isPageInUrl = true }: { isPageInUrl?: boolean } = {},
): Promise<void> {
  const shownCount = Math.min(40, total);
  await expect(cards).toHaveCount(20);
  await page.getByRole('button', { name: /^더 보기/ }).click();
  await expect(cards).toHaveCount(shownCount);
  if (isPageInUrl) await expect(page).toHaveURL(/page=2/);
  const listUrl = page.url();

  const card = cards.nth(25);
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  // Let the scroll settle (and the page note it) before the card is opened.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const scrollBefore = await page.evaluate(() => window.scrollY);
  const topBefore = await card.evaluate((element) => element.getBoundingClientRect().top);
  expect(scrollBefore).toBeGreaterThan(1_000);

  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goBack();
  expect(page.url()).toBe(listUrl);
  await expect(cards).toHaveCount(shownCount);
  await expect(cards.nth(25).getByRole('heading')).toHaveText(title);
  await expect
    .poll(() => page.evaluate(() => Math.round(window.scrollY)), {
      message: `Back should land near scrollY ${scrollBefore}`,
    })
    .toBeGreaterThanOrEqual(scrollBefore - SCROLL_TOLERANCE);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(
    scrollBefore + SCROLL_TOLERANCE,
  );
  await expect(cards.nth(25)).toBeInViewport();
  const topAfter = await cards.nth(25).evaluate((element) => element.getBoundingClientRect().top);
  expect(Math.abs(topAfter - topBefore)).toBeLessThanOrEqual(SCROLL_TOLERANCE);

  // The final accessibility check is about the page, not this scroll: a card half under the
  // sticky header would count as a too-small touch target.
  await page.evaluate(() => window.scrollTo(0, 0));
}
