import type { Locator, Page } from '@playwright/test';
import { expect, saveScreenshot, test } from '../support/fixtures';
import {
  createFreshAccount,
  createUniqueBusinessNumber,
  readProfileIdAs,
  signInAs,
} from '../support/api-account';
import { CORPORATION_ACCOUNT, DEMO_PASSWORD } from '../support/accounts';
import { PDF, PNG, applyAs } from '../support/bids';
import { isPhone, logIn, logOut } from '../support/login';

/*
 * Issue 5's journey, end to end in the browser: a client writes an estimate request in eight
 * steps (reloading at step 5 and resuming), publishes it; a company finds it by its announcement
 * number and applies with a PDF; a second company applies; the client compares the two, selects
 * one, marks the job done and reviews it; the selected company sees the review on its own page.
 */

/** The demo client (CONSUMER with a completed profile, so the wizard's gate lets it in). */
const CLIENT_ACCOUNT = { email: 'consumer@gongsa.test', password: DEMO_PASSWORD };

/** Picks the first real option once the select has loaded its entries. */
async function selectFirstOption(select: Locator) {
  await expect(select).toBeEnabled();
  await expect(select.locator('option')).not.toHaveCount(1);
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value ?? '');
}

/** 다음: the step is saved, then the server draft, and the next step opens. */
async function next(page: Page, step: number) {
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(new RegExp(`/bid/upload${step}$`));
  await expect(page.getByText(/임시 저장됨 \d{2}:\d{2}/)).toBeVisible();
}

/** The applicant rows a person sees at this size: table rows on desktop, cards on a phone. */
function applicantRows(page: Page): Locator {
  return page.getByTestId(isPhone(page) ? 'applicant-card' : 'applicant-row');
}

/** Flips the amount sorting with the control shown at this size. */
async function toggleAmountSort(page: Page, expected: 'ascending' | 'descending') {
  if (isPhone(page)) {
    const sortGroup = page.getByRole('group', { name: '정렬' });
    await sortGroup.getByRole('button', { name: /견적 금액/ }).click();
    await expect(sortGroup.getByRole('button', { pressed: true })).toHaveText(
      expected === 'ascending' ? '견적 금액 낮은 순' : '견적 금액 높은 순',
    );
    return;
  }
  const header = page.getByRole('columnheader', { name: /견적 금액/ });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', expected);
}

/** Steps 1–8 as the client, with a reload at step 5 and a resume from the drafts list. */
async function writeAndPublish(page: Page, testInfo: Parameters<typeof saveScreenshot>[1]) {
  // Step 1: a 세부 업종 (leaf) is required.
  await page.goto('/bid/upload1');
  await expect(page.getByRole('heading', { level: 1, name: /어떤 공사의 견적/ })).toBeVisible();
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByText('업종을 1개 이상 선택해 주세요.')).toBeVisible();
  await expect(page.getByLabel('대분류')).toBeFocused();
  await selectFirstOption(page.getByLabel('대분류'));
  await selectFirstOption(page.getByLabel('업종', { exact: true }));
  await selectFirstOption(page.getByLabel('세부 업종'));
  await page.getByRole('button', { name: '업종 추가' }).click();
  await expect(page.getByText('선택한 업종 (1/5)')).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText('업종 선택');
  await saveScreenshot(page, testInfo, 'bid-upload1');
  await next(page, 2);

  // Step 2: choices and the manual address (the postcode widget cannot load without internet).
  await page.getByRole('radio', { name: '전체 (업체·기술자)' }).check();
  await page.getByRole('radio', { name: '기타' }).first().check();
  await page.getByLabel('기타 공사 종류').fill('외벽 보수');
  await page.getByRole('radio', { name: '민간 발주' }).check();
  await page.getByRole('radio', { name: '주거시설' }).check();
  await expect(page.getByText('주소 검색을 불러올 수 없어 직접 입력으로 바꿨어요.')).toBeVisible({
    timeout: 15_000,
  });
  await page.getByLabel('시/도').selectOption('서울특별시');
  await page.getByLabel('시/군/구').selectOption('강남구');
  await page.getByLabel('도로명 주소').fill('테헤란로 152');
  await page.getByLabel('상세 주소').fill('12층');
  await saveScreenshot(page, testInfo, 'bid-upload2');
  await next(page, 3);

  // Step 3: scope and one answered tri-state; 이전 keeps the answers of the step being left.
  await page.getByRole('radio', { name: '내부' }).check();
  await page.getByRole('radio', { name: '예', exact: true }).check();
  await page.getByRole('button', { name: '이전' }).click();
  await expect(page).toHaveURL(/\/bid\/upload2$/);
  await next(page, 3);
  await expect(page.getByRole('radio', { name: '내부' })).toBeChecked();
  await next(page, 4);

  // Step 4: description, one image, one document.
  await page
    .getByRole('textbox', { name: '공사 내용' })
    .fill('아파트 외벽 균열 보수와 방수 공사 견적을 요청합니다.');
  await page.locator('#bid-images').setInputFiles({
    name: '현장사진.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await page.locator('#bid-files').setInputFiles({
    name: '도면.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText('업로드 완료')).toHaveCount(2);
  await expect(page.getByRole('radio', { name: '현장사진.png 대표 이미지로 선택' })).toBeChecked();
  await saveScreenshot(page, testInfo, 'bid-upload4');
  await next(page, 5);

  // Step 5: a typed price shows separators and its Korean reading.
  await page.getByRole('radio', { name: '바로 시작하고 싶어요' }).check();
  await page.getByRole('radio', { name: '직접 입력' }).check();
  const price = page.getByLabel('금액 (원)');
  await price.fill('12000000');
  await expect(price).toHaveValue('12,000,000');
  await expect(page.getByText('1,200만원')).toBeVisible();
  await saveScreenshot(page, testInfo, 'bid-upload5');
  await next(page, 6);

  // A reload keeps everything (encrypted session storage): back on step 5 the price is there.
  await page.getByRole('button', { name: '이전' }).click();
  await expect(page).toHaveURL(/\/bid\/upload5$/);
  await page.reload();
  await expect(page.getByLabel('금액 (원)')).toHaveValue('12,000,000');

  // Leaving the wizard clears it, by a link too (a client navigation keeps the page's memory):
  // back in by a link, step 1 starts empty.
  await page.locator('header a[href="/"]:visible').first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.locator('a[href="/bid/upload1"]:visible').first().click();
  await expect(page).toHaveURL(/\/bid\/upload1$/);
  await expect(page.getByText('선택한 업종 (0/5)')).toBeVisible();

  // And by a full page load; the saved draft is resumed from the list on step 1.
  await page.goto('/bid');
  await page.goto('/bid/upload1');
  await expect(page.getByText('선택한 업종 (0/5)')).toBeVisible();
  const drafts = page.getByRole('region', { name: /작성 중인 견적 요청/ });
  await saveScreenshot(page, testInfo, 'bid-upload1-drafts');
  await drafts
    .getByRole('link', { name: /이어서 작성/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/bid\/upload5$/);
  await expect(page.getByLabel('금액 (원)')).toHaveValue('12,000,000');
  await next(page, 6);

  // Step 6 (issue 13, item 14): not the summary again, which step 8 shows, but who can see the
  // request and who can apply to it.
  await expect(
    page.getByRole('heading', { level: 1, name: '누가 보고 지원할 수 있는지 확인해 주세요' }),
  ).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText('공개 범위');
  const applicants = page.getByRole('region', { name: '지원할 수 있는 회원' });
  await expect(applicants).toContainText('법인, 개인 사업자, 기술자 모두 지원할 수 있어요.');
  await expect(page.getByRole('region', { name: '견적 요청 초대' })).toContainText(
    '초대한 업체가 없어요.',
  );
  const everyone = page.getByRole('region', { name: '누구나 볼 수 있어요' });
  await expect(everyone).toContainText('서울특별시 강남구');
  await expect(everyone).not.toContainText('12층');
  const applied = page.getByRole('region', { name: '지원한 업체만 볼 수 있어요' });
  await expect(applied).toContainText('12층');
  await expect(applied).toContainText('긴급 연락처');
  // Nothing of step 6 repeats step 8's summary of every answer.
  await expect(page.getByText('임대차 대장 제출')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'bid-upload6');
  await expect(applicants.getByRole('link', { name: '지원 대상 수정' })).toHaveAttribute(
    'href',
    '/bid/upload2',
  );
  await next(page, 7);

  // Step 7: publisher details; a bad phone number is pointed at.
  await page.getByLabel('작성자 이름').fill('김의뢰');
  await page.getByLabel('긴급 연락처').fill('12345');
  await page.getByLabel('게시 기간').selectOption('7');
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByLabel('긴급 연락처')).toBeFocused();
  await page.getByLabel('긴급 연락처').fill('010-2345-6789');
  await page.getByRole('switch', { name: '긴급 공고' }).check();
  await saveScreenshot(page, testInfo, 'bid-upload7');
  await next(page, 8);

  // Step 8: the one summary of every answer, in the published page's words (issue 13, item 14):
  // an unanswered question is 미입력 and a typed budget is the amount alone. Then publish; the
  // detail page shows the new announcement number.
  await expect(page.getByText('010-2345-6789')).toBeVisible();
  await expect(page.getByText('기타 (외벽 보수)')).toBeVisible();
  const summaryValue = (label: string) =>
    page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(summaryValue('예산')).toHaveText('1,200만원');
  await expect(summaryValue('임대차 대장 제출')).toHaveText('미입력');
  await expect(page.getByText('선택 안 함')).toHaveCount(0);
  await expect(page.getByText('서울특별시 강남구').first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'bid-upload8');
  await page.getByRole('button', { name: '게시하기' }).click();
  await expect(page.getByText('견적 요청이 등록되었어요.')).toBeVisible();
  await expect(page).toHaveURL(/\/bid\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  const number = page.getByText(/공고 번호 \d{8}/).first();
  await expect(number).toBeVisible();
  const uniqueId = ((await number.innerText()).match(/\d{8}/) ?? [''])[0];
  const title = await page.getByRole('heading', { level: 1 }).innerText();
  await saveScreenshot(page, testInfo, 'bid-published');
  return { id, uniqueId, title };
}

test('a request goes from the eight-step wizard to applicants, a selection and a review on the company page', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  // Ends in 설 (a 받침): the selection asks '…건설을 선정할까요?', never '을(를)' (issue 13 item 13).
  const companyName = `여정${Math.floor(Math.random() * 1e5)}건설`;
  const company = await createFreshAccount({
    type: 'CORPORATION',
    companyName,
    ownerName: '이여정',
    businessNumber: createUniqueBusinessNumber(),
  });
  const companyProfileId = await readProfileIdAs(await signInAs(company));

  await logIn(page, CLIENT_ACCOUNT);
  const announcement = await writeAndPublish(page, testInfo);
  expect(announcement.uniqueId).toMatch(/^\d{8}$/);

  // The company finds the request by its number in the header search and applies with a PDF.
  await logOut(page);
  await logIn(page, company);
  await page.goto('/bid');
  const search = page.getByRole('banner').getByRole('searchbox');
  await search.fill(announcement.uniqueId);
  await search.press('Enter');
  // The number opens the request itself (issue 13, item 5).
  await expect(page).toHaveURL(new RegExp(`/bid/${announcement.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: announcement.title })).toBeVisible();
  await expect(page.getByText('긴급', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('bid-apply-count')).toHaveText('0곳');
  // Not an applicant yet: the detailed address and the emergency contact stay hidden.
  await expect(page.getByText('지원한 업체에게만 공개돼요')).toBeVisible();

  const applySection = page.getByTestId('bid-apply');
  await applySection.getByRole('button', { name: '지원하기' }).click();
  await applySection.getByLabel('담당자 이름').fill('이담당');
  await applySection.getByLabel('연락처').fill('01055556666');
  await expect(applySection.getByLabel('연락처')).toHaveValue('010-5555-6666');
  // Submitting without an amount points at the field.
  await applySection.getByRole('button', { name: '지원서 제출하기' }).click();
  const amount = applySection.getByLabel('견적 금액');
  await expect(amount).toBeFocused();
  await expect(applySection.getByText('견적 금액을 입력해 주세요.')).toBeVisible();
  await amount.fill('9000000');
  await expect(amount).toHaveValue('9,000,000');
  await expect(applySection.getByText('900만원')).toBeVisible();
  await applySection.getByLabel('견적서 파일 추가').setInputFiles({
    name: '외벽보수_견적서_최종본_2026년_수정.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(applySection.getByText('업로드 완료')).toBeVisible({ timeout: 15_000 });
  await saveScreenshot(page, testInfo, 'bid-apply-form');
  await applySection.getByRole('button', { name: '지원서 제출하기' }).click();
  await expect(applySection.getByRole('heading', { name: '지원이 완료되었어요' })).toBeVisible();
  await expect(applySection.getByTestId('my-apply-state')).toHaveText('지원완료');
  await expect(page.getByTestId('bid-apply-count')).toHaveText('1곳');
  // After a reload the applicant sees the contact and the detailed address.
  await page.reload();
  await expect(applySection.getByTestId('my-apply-state')).toHaveText('지원완료');
  await expect(page.getByText('010-2345-6789')).toBeVisible();
  await expect(page.getByText('서울특별시 강남구 테헤란로 152 12층')).toBeVisible();
  await saveScreenshot(page, testInfo, 'bid-applied');

  // A second company (a demo one) sends a higher estimate; it is not the one selected, so no
  // demo company's rating changes.
  await applyAs(await signInAs(CORPORATION_ACCOUNT), announcement.id, {
    managerName: '박데모',
    estimatedAmount: 15_000_000,
  });

  // The client: the request shows new applicants; the comparison puts both side by side.
  await logOut(page);
  await logIn(page, CLIENT_ACCOUNT);
  await page.goto('/myBid?tab=1');
  const myCard = page
    .getByTestId('bid-card')
    .filter({ has: page.locator(`a[href="/myBid/detail/${announcement.id}"]`) });
  await expect(myCard).toContainText('새 지원자');
  await expect(myCard).toContainText('지원2명');
  await saveScreenshot(page, testInfo, 'my-bid-list');
  await myCard.getByRole('link', { name: announcement.title }).click();
  await expect(page).toHaveURL(new RegExp(`/myBid/detail/${announcement.id}$`));
  await expect(page.getByTestId('apply-count')).toHaveText('2곳');
  const summary = page.getByRole('group', { name: '견적 금액 요약' });
  await expect(summary).toContainText('900만원');
  await expect(summary).toContainText('1,200만원');
  await expect(summary).toContainText('1,500만원');
  const rows = applicantRows(page);
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(companyName);
  await expect(rows.first()).toContainText('중앙값보다 300만원 낮음');
  await expect(rows.getByTestId('apply-unchecked')).toHaveCount(2);
  await saveScreenshot(page, testInfo, 'my-bid-detail');
  await toggleAmountSort(page, 'descending');
  await expect(rows.first()).not.toContainText(companyName);
  await toggleAmountSort(page, 'ascending');
  await expect(rows.first()).toContainText(companyName);

  // Opening the cheapest estimate shows its contact and file and marks it checked.
  await rows
    .first()
    .getByRole('button', { name: /견적 보기/ })
    .click();
  const applyDialog = page.getByRole('dialog', { name: `${companyName} 견적` });
  await expect(applyDialog.getByTestId('apply-detail-amount')).toHaveText('900만원');
  await expect(applyDialog).toContainText('010-5555-6666');
  await expect(applyDialog).toContainText('외벽보수_견적서');
  // An estimate file is private (issue 12): the owner's address is signed and downloads; the
  // same address without its signature, as a log or a forwarded link would carry it, does not.
  const estimateHref = await applyDialog
    .getByRole('link', { name: /외벽보수_견적서/ })
    .getAttribute('href');
  expect(estimateHref).toMatch(/[?&]signature=/);
  expect((await page.request.get(estimateHref!)).status()).toBe(200);
  const bareEstimate = await page.request.get(estimateHref!.split('?')[0]!);
  expect(bareEstimate.status()).toBe(403);
  expect(await bareEstimate.text()).toContain('이 파일을 볼 수 없습니다.');
  await saveScreenshot(page, testInfo, 'my-bid-apply-dialog', { fullPage: false });
  await expect(rows.first().getByTestId('apply-unchecked')).toHaveCount(0);

  // Selecting asks first; then the request is 선정완료. Reviews open once the client marks the
  // job 공사 완료 (ADR 0027), and then the review form appears.
  await applyDialog.getByRole('button', { name: '선정하기' }).click();
  const confirm = page.getByRole('dialog', { name: `${companyName}을 선정할까요?` });
  await expect(confirm).toContainText('다른 지원자에게는 미선정 알림이 갑니다.');
  await confirm.getByRole('button', { name: '선정하기' }).click();
  await expect(page.getByText(`${companyName}을 선정했어요.`)).toBeVisible();
  await expect(page.getByTestId('bid-state').first()).toHaveText('선정완료');
  await expect(rows.nth(1)).toContainText('미선정');
  const selected = page.getByRole('region', { name: `선정한 업체 · ${companyName}` });
  await expect(selected.getByRole('button', { name: '리뷰 등록' })).toHaveCount(0);
  await selected.getByRole('button', { name: '공사 완료' }).click();
  await page
    .getByRole('dialog', { name: '공사가 끝났나요?' })
    .getByRole('button', { name: '공사 완료' })
    .click();
  await expect(page.getByTestId('bid-state').first()).toHaveText('완료');
  await selected.getByRole('button', { name: '리뷰 등록' }).click();
  await expect(selected.getByText('별점을 선택해 주세요.')).toBeVisible();
  await selected.getByRole('radio', { name: '5점' }).check({ force: true });
  const review = '외벽 균열 보수를 일정 안에 꼼꼼하게 마쳐 주셨습니다. 다시 맡기고 싶어요.';
  await selected.getByLabel(/리뷰 내용/).fill(review);
  await selected.getByRole('button', { name: '리뷰 등록' }).click();
  await expect(page.getByText('리뷰를 등록했어요.')).toBeVisible();
  await expect(selected.getByTestId('my-review')).toContainText(review);
  await saveScreenshot(page, testInfo, 'my-bid-reviewed');

  // The selected company sees its result and, on its own page, the review.
  await logOut(page);
  await logIn(page, company);
  await page.goto('/myBid?tab=3');
  await expect(
    page.getByTestId('my-apply').filter({ hasText: announcement.title }).first(),
  ).toContainText('선정');
  await page.goto(`/company/${companyProfileId}`);
  await expect(page.getByText(review)).toBeVisible();
  await saveScreenshot(page, testInfo, 'company-page-review');
});
