import { expect, saveScreenshot, test } from '../support/fixtures';
import {
  callApiAs,
  createFreshAccount,
  createFreshCompanyAccount,
  signInAs,
} from '../support/api-account';
import { applyAs, publishAnnouncementAs } from '../support/bids';
import { logIn, logOut } from '../support/login';

/*
 * Issue 13 item 15 (ADR 0027): a review opens when the work is done, not when the company is
 * chosen. The client selects a company and cannot review yet (an explanation instead), marks the
 * job 공사 완료 and then reviews; the selected company confirms the job finished, and the client
 * sees that confirmation.
 */

test('a review opens only after the client marks the job done; the company confirms it', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const client = await createFreshAccount();
  const clientToken = await signInAs(client);
  const announcement = await publishAnnouncementAs(clientToken);
  const company = await createFreshCompanyAccount('완료확인건설', '김완료');
  const companyToken = await signInAs(company);
  const applyId = await applyAs(companyToken, announcement.id, { estimatedAmount: 3_200_000 });
  await callApiAs(
    clientToken,
    'mutation S($id: ID!) { selectedAnnouncementApply(id: $id) { id } }',
    { id: applyId },
  );

  // Right after the selection: 선정완료, no review form, and a word on when reviews open.
  await logIn(page, client);
  await page.goto(`/myBid/detail/${announcement.id}`);
  await expect(page.getByTestId('bid-state').first()).toHaveText('선정완료');
  const selected = page.getByRole('region', { name: /^선정한 업체 · / });
  await expect(selected).toContainText('공사가 끝나면');
  await expect(selected.getByRole('button', { name: '리뷰 등록' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'completion-chosen');

  // 공사 완료 asks first; then the request is 완료 and the review form appears.
  await page.getByRole('button', { name: '공사 완료' }).click();
  const confirm = page.getByRole('dialog', { name: '공사가 끝났나요?' });
  await expect(confirm).toContainText('선정한 업체에 완료 확인을 요청해요.');
  await saveScreenshot(page, testInfo, 'completion-confirm', { fullPage: false });
  await confirm.getByRole('button', { name: '공사 완료' }).click();
  await expect(page.getByText('공사 완료로 바꿨어요.')).toBeVisible();
  await expect(page.getByTestId('bid-state').first()).toHaveText('완료');
  await expect(page.getByRole('button', { name: '공사 완료' })).toHaveCount(0);
  await expect(selected).toContainText('업체 확인 전');

  await selected.getByRole('radio', { name: '4점' }).check({ force: true });
  const review = '도배를 깔끔하게 마무리해 주셨어요. 일정도 잘 지켜 주셨습니다.';
  await selected.getByLabel(/리뷰 내용/).fill(review);
  await selected.getByRole('button', { name: '리뷰 등록' }).click();
  await expect(page.getByText('리뷰를 등록했어요.')).toBeVisible();
  await expect(selected.getByTestId('my-review')).toContainText(review);
  await saveScreenshot(page, testInfo, 'completion-reviewed');

  // The selected company sees 완료 on the request and confirms the job finished.
  await logOut(page);
  await logIn(page, company);
  await page.goto(`/bid/${announcement.id}`);
  await expect(page.getByTestId('bid-state').first()).toHaveText('완료');
  const applySection = page.getByTestId('bid-apply');
  await expect(applySection).toContainText('이 공사가 완료 상태가 되었어요.');
  await applySection.getByRole('button', { name: '완료 확인' }).click();
  await expect(page.getByText('공사 완료를 확인했어요.').first()).toBeVisible();
  await expect(applySection.getByRole('button', { name: '완료 확인' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'completion-company-confirmed');

  // The client sees the company's confirmation.
  await logOut(page);
  await logIn(page, client);
  await page.goto(`/myBid/detail/${announcement.id}`);
  await expect(selected).toContainText('업체 확인 완료');
});
