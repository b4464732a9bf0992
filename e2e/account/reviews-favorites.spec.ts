import {
  callApiAs,
  createFreshAccount,
  createFreshCompanyAccount,
  readProfileIdAs,
  signInAs,
} from '../support/api-account';
import { applyAs, publishAnnouncementAs } from '../support/bids';
import { expect, saveScreenshot, test } from '../support/fixtures';
import { logIn } from '../support/login';

/*
 * Issue 15, my reviews and favourites: a company that received reviews sees its rating summary
 * agree with the reviews listed, answers one, and the answer shows under it on its company page;
 * a member favourites a company and a request and finds both under /myPage/favorite's tabs.
 */

/** The whole path to a review: publish, apply, select, 공사 완료, review (as the API allows). */
async function reviewCompany(
  clientToken: string,
  companyToken: string,
  score: number,
  context: string,
): Promise<void> {
  const announcement = await publishAnnouncementAs(clientToken, { trade: '도배' });
  const applyId = await applyAs(companyToken, announcement.id, { estimatedAmount: 1_500_000 });
  await callApiAs(
    clientToken,
    'mutation S($id: ID!) { selectedAnnouncementApply(id: $id) { id } }',
    { id: applyId },
  );
  await callApiAs(clientToken, 'mutation C($id: ID!) { completeAnnouncement(id: $id) { id } }', {
    id: announcement.id,
  });
  await callApiAs(
    clientToken,
    'mutation W($id: ID!, $score: Int!, $context: String!) { writeReview(announcementApplyId: $id, score: $score, context: $context) { id } }',
    { id: applyId, score, context },
  );
}

test('a company’s rating summary matches its reviews; it answers one, once', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const client = await createFreshAccount();
  const clientToken = await signInAs(client);
  const company = await createFreshCompanyAccount('리뷰답변건설', '박리뷰');
  const companyToken = await signInAs(company);
  const profileId = await readProfileIdAs(companyToken);
  const written = [
    [5, '도배를 아주 깔끔하게 해 주셨어요. 추천합니다.'],
    [4, '일정은 하루 늦었지만 마감이 꼼꼼했어요.'],
    [1, '연락이 잘 되지 않아 아쉬웠습니다. 개선해 주세요.'],
  ] as const;
  for (const [score, context] of written) {
    await reviewCompany(clientToken, companyToken, score, context);
  }

  await logIn(page, company);
  await page.goto('/myPage/review');
  await expect(page.getByRole('heading', { level: 1, name: '리뷰' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '받은 리뷰' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const rows = page.getByTestId('my-review-row');
  await expect(rows).toHaveCount(written.length);

  // The figures of the summary are the reviews shown: average, count and each star's share.
  const shownScores = (await rows.allTextContents()).map((text) =>
    Number(/별점 (\d)점/.exec(text)?.[1]),
  );
  expect([...shownScores].sort()).toEqual(written.map(([score]) => score).sort());
  const average = shownScores.reduce((sum, score) => sum + score, 0) / shownScores.length;
  const summary = page.getByTestId('my-rating-summary');
  await expect(summary).toContainText(`평균 평점 ${(Math.round(average * 10) / 10).toFixed(1)}`);
  await expect(summary).toContainText(`리뷰 ${written.length}개`);
  const bars = summary.getByRole('list', { name: '점수별 리뷰 비율' }).getByRole('listitem');
  for (const star of [5, 4, 3, 2, 1]) {
    const share = Math.round(
      (shownScores.filter((score) => score === star).length / shownScores.length) * 100,
    );
    await expect(bars.nth(5 - star)).toHaveText(`${star}점${share}%`);
  }
  // Each review leads to its request.
  await expect(rows.first().getByRole('link', { name: /도배/ })).toHaveAttribute(
    'href',
    /^\/bid\/\d+$/,
  );
  await saveScreenshot(page, testInfo, 'my-review-received');

  // Answer the 1★ review: the form checks the words, then the answer replaces it.
  const low = rows.filter({ hasText: '연락이 잘 되지 않아' });
  await low.getByRole('button', { name: '답변하기' }).click();
  const field = low.getByLabel('답변 내용');
  await expect(field).toBeFocused();
  await low.getByRole('button', { name: '답변 등록' }).click();
  await expect(low.getByRole('alert')).toHaveText('답변 내용을 입력해 주세요.');
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, 'my-review-answer-form');
  const answer = '불편을 드려 죄송합니다. 연락 담당자를 늘려 바로 응답하도록 하겠습니다.';
  await field.fill(answer);
  await low.getByRole('button', { name: '답변 등록' }).click();
  await expect(page.getByText('답변을 등록했어요.')).toBeVisible();
  await expect(low.getByTestId('review-answer')).toContainText(answer);
  await expect(low.getByRole('button', { name: '답변하기' })).toHaveCount(0);
  // The other reviews can still be answered; this one only once (after a reload too).
  await expect(rows.getByRole('button', { name: '답변하기' })).toHaveCount(written.length - 1);
  await page.reload();
  await expect(low.getByTestId('review-answer')).toContainText(answer);
  await expect(low.getByRole('button', { name: '답변하기' })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, 'my-review-answered');

  // The answer is under the review on the company page too.
  await page.goto(`/company/${profileId}`);
  const reviews = page.locator('#reviews');
  await expect(reviews.getByTestId('review-answer')).toContainText(answer);
  await reviews.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'company-review-answer', { fullPage: false });

  // The company wrote no reviews: its other tab says so and where to go.
  await page.goto('/myPage/review?tab=written');
  await expect(page.getByRole('tab', { name: '작성한 리뷰' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('작성한 리뷰가 없어요')).toBeVisible();
});

test('a consumer sees only the reviews they wrote, with the company’s answer', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const client = await createFreshAccount();
  const clientToken = await signInAs(client);
  const company = await createFreshCompanyAccount('작성리뷰건설', '최작성');
  const companyToken = await signInAs(company);
  await reviewCompany(clientToken, companyToken, 4, '친절하게 상담해 주셔서 좋았습니다.');
  const { receivedReviews } = await callApiAs<{
    receivedReviews: { nodes: Array<{ id: string }> };
  }>(companyToken, '{ receivedReviews { nodes { id } } }');
  await callApiAs(
    companyToken,
    'mutation A($id: ID!, $content: String!) { answerReview(reviewId: $id, content: $content) { id } }',
    { id: receivedReviews.nodes[0]!.id, content: '좋은 리뷰 감사합니다!' },
  );

  await logIn(page, client);
  await page.goto('/myPage/review?tab=received');
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByText('리뷰는 업체가 받아요.')).toBeVisible();
  const row = page.getByTestId('my-review-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('별점 4점');
  await expect(row.getByRole('link', { name: /^작성리뷰건설/ })).toHaveAttribute(
    'href',
    /^\/company\/\d+$/,
  );
  await expect(row.getByRole('link', { name: /도배/ })).toHaveAttribute(
    'href',
    /^\/myBid\/detail\/\d+$/,
  );
  await expect(row.getByTestId('review-answer')).toContainText('좋은 리뷰 감사합니다!');
  await expect(row.getByRole('button', { name: '답변하기' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'my-review-consumer');
});

test('a member favourites a company and a request and finds both under their tabs', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const member = await createFreshAccount();
  const client = await createFreshAccount();
  const announcement = await publishAnnouncementAs(await signInAs(client), { trade: '도배' });
  const company = await createFreshCompanyAccount('관심목록건설', '정관심');
  const profileId = await readProfileIdAs(await signInAs(company));

  await logIn(page, member);
  await page.goto('/myPage/favorite');
  await expect(page.getByTestId('favorite-count-company')).toHaveText('0');
  await expect(page.getByText('관심 업체가 없어요')).toBeVisible();

  await page.goto(`/company/${profileId}`);
  const favouriteCompany = page.getByRole('button', { name: '관심 기업' });
  await favouriteCompany.click();
  await expect(favouriteCompany).toHaveAttribute('aria-pressed', 'true');
  await page.goto(`/bid/${announcement.id}`);
  const favouriteRequest = page.getByRole('button', { name: '관심 공고' });
  await favouriteRequest.click();
  await expect(favouriteRequest).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/myPage/favorite');
  const tabs = page.getByRole('tablist', { name: '관심 목록 구분' });
  await expect(page.getByTestId('favorite-count-company')).toHaveText('1');
  await expect(page.getByTestId('favorite-count-announcement')).toHaveText('1');
  await expect(page.getByTestId('favorite-count-portfolio')).toHaveText('0');
  await expect(page.getByRole('heading', { name: '관심 업체 1개' })).toBeVisible();
  await expect(page.getByTestId('company-card')).toHaveCount(1);
  await saveScreenshot(page, testInfo, 'my-favorite-companies');

  await tabs.getByRole('tab', { name: /공고/ }).click();
  await expect(page).toHaveURL(/\/myPage\/favorite\?tab=announcement$/);
  await expect(page.getByRole('heading', { name: '관심 공고 1개' })).toBeVisible();
  await expect(page.getByRole('link', { name: announcement.title })).toBeVisible();
  await saveScreenshot(page, testInfo, 'my-favorite-announcements');

  await tabs.getByRole('tab', { name: /포트폴리오/ }).click();
  await expect(page).toHaveURL(/\/myPage\/favorite\?tab=portfolio$/);
  await expect(page.getByText('관심 포트폴리오가 없어요')).toBeVisible();
  await saveScreenshot(page, testInfo, 'my-favorite-portfolios');

  // Un-favouriting a request takes it off the list and the tab's count.
  await tabs.getByRole('tab', { name: /공고/ }).click();
  await page.getByRole('button', { name: `${announcement.title} 관심 해제` }).click();
  await expect(page.getByText('관심 공고에서 해제했어요.')).toBeVisible();
  await expect(page.getByText('관심 공고가 없어요')).toBeVisible();
  await expect(page.getByTestId('favorite-count-announcement')).toHaveText('0');
});
