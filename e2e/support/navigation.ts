import type { Page } from '@playwright/test';

/**
 * Holds back the server's answer to every client-side navigation (Next's RSC requests) to
 * `pathname` by `delayMs`, so that what a user does while a navigation is pending is tested, not
 * left to the machine's speed. Returns the function that lets them through again.
 */
export async function holdBackNavigations(
  page: Page,
  pathname: string,
  delayMs = 1_500,
): Promise<() => Promise<void>> {
  const matches = (url: URL) => url.pathname === pathname;
  await page.route(matches, async (route) => {
    if (route.request().headers()['rsc'] === '1') {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    await route.fallback();
  });
  return () => page.unroute(matches);
}
