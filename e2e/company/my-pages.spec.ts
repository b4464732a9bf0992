import { CORPORATION_ACCOUNT } from '../support/accounts';
import { callApi, callApiAs, createFreshAccount, signInAs } from '../support/api-account';
import { expect, saveScreenshot, test } from '../support/fixtures';
import { expectBackKeepsListPlace } from '../support/list-scroll';
import { logIn } from '../support/login';
import { grantPoints } from '../support/points';

test.describe('my-page lists and recommendations', () => {
  test('a new member sees empty states with a way out, and granted points in the ledger', async ({
    page,
  }, testInfo) => {
    const account = await createFreshAccount();
    await grantPoints(account.email, 300);
    await logIn(page, account);

    await page.goto('/myPage/view');
    await expect(page.getByRole('heading', { level: 1, name: '열람한 업체' })).toBeVisible();
    await expect(page.getByText('최근 본 업체가 없어요')).toBeVisible();
    await expect(page.getByRole('link', { name: '업체 둘러보기' })).toHaveAttribute(
      'href',
      '/company',
    );
    await saveScreenshot(page, testInfo, 'my-view-empty');

    await page.goto('/myPage/favorite');
    await expect(page.getByText('관심 업체가 없어요')).toBeVisible();
    await expect(page.getByRole('tab', { name: /^업체/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('favorite-count-company')).toHaveText('0');
    await saveScreenshot(page, testInfo, 'my-favorite-empty');

    await page.goto('/myPage/point?tab=1');
    await expect(page.getByTestId('point-nowPoint')).toHaveText('300P');
    const row = page.getByTestId('point-history-row').first();
    await expect(row).toContainText('무료 지급');
    await expect(row).toContainText('E2E 테스트 포인트');
    await expect(row).toContainText('+300P');
    await expect(row).toContainText('잔액 300P');
    await expect(row).toContainText(/\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/);
    await saveScreenshot(page, testInfo, 'my-point');

    await page.goto('/recommendation');
    await expect(page.getByRole('heading', { level: 1, name: '추천 업체' })).toBeVisible();
    await expect(
      page
        .getByTestId('company-card')
        .first()
        .or(page.getByText('프로필에 업종과 지역을 입력하면 더 잘 맞는 업체를 추천해 드려요')),
    ).toBeVisible();
    await saveScreenshot(page, testInfo, 'recommendation-new-member');
  });

  test('Back from a favourite opened after "더 보기" lands where the list was left', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const account = await createFreshAccount();
    const token = await signInAs(account);
    const { enterprises } = await callApi<{ enterprises: { nodes: Array<{ id: string }> } }>(
      'query { enterprises(paging: { first: 30 }) { nodes { id } } }',
    );
    for (const { id } of enterprises.nodes) {
      await callApiAs(
        token,
        'mutation F($id: ID!) { addFavoriteEnterprise(profileId: $id) { id } }',
        {
          id,
        },
      );
    }
    await logIn(page, account);
    await page.goto('/myPage/favorite');
    await expect(page.getByRole('heading', { name: '관심 업체 30개' })).toBeVisible();
    await expectBackKeepsListPlace(
      page,
      page.getByTestId('company-card'),
      /\/company\/[^/?]+$/,
      30,
      { isPageInUrl: false },
    );
  });

  test('a company member gets recommendations with a reason each', async ({ page }, testInfo) => {
    await logIn(page, CORPORATION_ACCOUNT);
    await page.goto('/recommendation');
    const card = page.getByTestId('company-card').first();
    await expect(card).toBeVisible();
    await expect(card.locator('p').last()).not.toBeEmpty();
    await saveScreenshot(page, testInfo, 'recommendation');

    await page.goto('/myPage/point?tab=1');
    await expect(page.getByRole('heading', { name: '포인트 내역' })).toBeVisible();
    await expect(page.getByTestId('point-nowPoint')).toHaveText(/\d[\d,]*P/);
    await saveScreenshot(page, testInfo, 'my-point-corp');
  });
});
