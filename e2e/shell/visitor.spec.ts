import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { callApiAs, signInAs } from '../support/api-account';
import { recordOperations } from '../support/operations';
import { signUpAsConsumerInBrowser } from '../support/sign-up';
import { readVisitorId, readVisitorRecord, VISITOR_OPERATIONS } from '../support/visitors';

const CAMPAIGN_QUERY = 'utm_source=naver&utm_medium=cpc&utm_campaign=spring';

/** Lets the page's idle-time calls go out and come back. */
async function waitForIdleCalls(page: Page) {
  await page.waitForLoadState('networkidle');
}

test('a visitor from a campaign browses and signs up: the visit, the first-visit meta and the link are stored once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await page.goto(`/?${CAMPAIGN_QUERY}`);
  await expect(
    page.getByRole('banner').getByRole('link', { name: '공사마켓 홈' }).first(),
  ).toBeVisible();
  const visitorId = await readVisitorId(page);
  await expect
    .poll(async () => {
      const record = await readVisitorRecord(visitorId);
      return [record.meta !== null, record.logs.length];
    })
    .toEqual([true, 1]);
  // The browser marked both (after their answers arrived).
  await expect
    .poll(() =>
      page.evaluate(() => [
        window.localStorage.getItem('gongsa.visitorMetaSaved'),
        window.sessionStorage.getItem('gongsa.visitLogged') !== null,
      ]),
    )
    .toEqual([visitorId, true]);

  // Another page load in the same tab is the same visit; the meta is not sent again.
  const operations = recordOperations(page);
  await page.goto('/company');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForIdleCalls(page);
  expect(operations.filter((name) => VISITOR_OPERATIONS.includes(name))).toEqual([]);

  // Signs up as a consumer (/auth/join1–3).
  const { email, password } = await signUpAsConsumerInBrowser(page);

  const token = await signInAs({ email, password });
  const { me } = await callApiAs<{ me: { id: string } }>(token, '{ me { id } }');
  await expect.poll(async () => (await readVisitorRecord(visitorId)).meta?.userId).toBe(me.id);
  const record = await readVisitorRecord(visitorId);
  expect(record.meta).toMatchObject({
    utmSource: 'naver',
    utmMedium: 'cpc',
    utmCampaign: 'spring',
    firstLandingUrl: `${new URL(page.url()).origin}/?${CAMPAIGN_QUERY}`,
    userId: me.id,
  });
  expect(record.meta?.linkedAt).not.toBeNull();
  expect(record.logs).toHaveLength(1);
  expect(record.logs[0]).toMatchObject({
    utmSource: 'naver',
    utmMedium: 'cpc',
    utmCampaign: 'spring',
    userId: null,
  });
  expect(record.logs[0]?.userAgent).toBeTruthy();

  // Logged in and back later: the pair is linked already, nothing is sent again.
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('gongsa.visitorLinked')))
    .toBe(`${visitorId}:${me.id}`);
  const later = recordOperations(page);
  await page.reload();
  await expect(page.getByTestId('profile-progress')).toBeVisible();
  await waitForIdleCalls(page);
  expect(later.filter((name) => VISITOR_OPERATIONS.includes(name))).toEqual([]);
  expect((await readVisitorRecord(visitorId)).logs).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});

test('a failing API never breaks a page: the calls only warn, and the first visit is sent again later', async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // The meta gets a GraphQL error, the visit log no answer at all.
  await page.route('**/api/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (/mutation CreateVisitorMeta\b/.test(body)) {
      await route.fulfill({
        status: 200,
        json: {
          errors: [
            {
              message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
              extensions: { code: 'INTERNAL_SERVER_ERROR' },
            },
          ],
        },
      });
      return;
    }
    if (/mutation LogVisitor\b/.test(body)) {
      await route.abort('failed');
      return;
    }
    await route.continue();
  });

  await page.goto(`/?${CAMPAIGN_QUERY}`);
  const home = page.getByRole('banner').getByRole('link', { name: '공사마켓 홈' }).first();
  await expect(home).toBeVisible();
  await expect.poll(() => warnings.filter((text) => text.startsWith('[방문 기록]')).length).toBe(2);
  expect(warnings.join('\n')).toContain('createVisitorMeta: INTERNAL_SERVER_ERROR');
  expect(warnings.join('\n')).toContain('logVisitor:');
  // The first-visit flag is not set (SPEC §8).
  expect(
    await page.evaluate(() => window.localStorage.getItem('gongsa.visitorMetaSaved')),
  ).toBeNull();

  // The page still navigates.
  await page.goto('/company');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main')).toBeVisible();

  // The API is back: the next page load sends the first visit with its first landing.
  await page.unroute('**/api/graphql');
  await page.goto('/company');
  const visitorId = await readVisitorId(page);
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('gongsa.visitorMetaSaved')))
    .toBe(visitorId);
  const record = await readVisitorRecord(visitorId);
  expect(record.meta).toMatchObject({ utmCampaign: 'spring' });
  expect(record.meta?.firstLandingUrl).toContain(`/?${CAMPAIGN_QUERY}`);
  expect(record.logs).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});
