import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { test, expect, saveScreenshot } from '../support/fixtures';
import { callApi } from '../support/api-account';
import { CORPORATION_ACCOUNT } from '../support/accounts';
import { isPhone, logIn } from '../support/login';
import { E2E_API_URL, createUniquePhoneNumber, readLatestSmsCode } from '../support/sms';

type Account = { email: string; password: string; name: string };

/** A new account made over the API as /auth/join2–3 would, with the given profile. */
async function signUp(profile: Record<string, unknown>): Promise<Account> {
  const suffix = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const account = {
    email: `e2e-mybid-${suffix}@gongsa.test`,
    password: 'gongsa1234!',
    name: `의뢰${Math.floor(Math.random() * 1e4)}`,
  };
  const phoneNumber = createUniquePhoneNumber();
  await callApi('mutation R($p: String!) { requestAuthNumber(phoneNumber: $p) }', {
    p: phoneNumber,
  });
  const authNumber = await readLatestSmsCode(phoneNumber);
  const { validateAuthNumber: requestId } = await callApi<{ validateAuthNumber: string }>(
    'mutation V($p: String!, $a: String!) { validateAuthNumber(phoneNumber: $p, authNumber: $a) }',
    { p: phoneNumber, a: authNumber },
  );
  await callApi(
    'mutation S($data: SignUpInput!, $requestId: String!) { signUp(data: $data, requestId: $requestId) { accessToken } }',
    {
      requestId,
      data: {
        ...account,
        nickname: `e2e${Math.floor(Math.random() * 1e5)}`,
        phoneNumber,
        profile,
      },
    },
  );
  return account;
}

/** One GraphQL request as the given account; fails the test on any GraphQL error. */
async function callApiAs<T>(
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${E2E_API_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  baseExpect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

async function signIn(account: { email: string; password: string }): Promise<string> {
  const { signIn } = await callApi<{ signIn: { accessToken: string } }>(
    'mutation L($id: String!, $pw: String!) { signIn(loginId: $id, password: $pw) { accessToken } }',
    { id: account.email, pw: account.password },
  );
  return signIn.accessToken;
}

/** Publishes a recruiting estimate request as the client (open to every business type). */
async function publishAnnouncement(token: string): Promise<{ id: string; title: string }> {
  const { categoriesByName } = await callApiAs<{
    categoriesByName: Array<{ id: string; type: string }>;
  }>(token, 'query C($n: String!) { categoriesByName(name: $n) { id type } }', { n: '철근' });
  const leaf = categoriesByName.find((category) => category.type === 'DEPTH_3');
  baseExpect(leaf, '철근 업종(DEPTH_3)이 시드에 있어야 합니다').toBeDefined();
  const { createAnnouncement } = await callApiAs<{
    createAnnouncement: { id: string; title: string; state: string };
  }>(
    token,
    'mutation P($data: AnnouncementInput!) { createAnnouncement(data: $data) { id title state } }',
    {
      data: {
        categories__ids: [leaf?.id],
        type: 'ALL',
        workType: 'NEW_WORK',
        orderType: 'PRIVATE',
        fieldInfo: 'RESIDENCE',
        sigungu: '서울특별시 강남구',
        address: '서울특별시 강남구 테헤란로 152',
        workScope: 'ALL',
        servicePriceType: 'LESSTHEN_500',
        description: '지원자 비교 흐름 확인용 철근 공사 견적 요청입니다.',
        publisherName: '비교테스트',
        emergencyContact: '01012345678',
        postingDay: 7,
      },
    },
  );
  baseExpect(createAnnouncement.state).toBe('RECRUITING');
  return createAnnouncement;
}

/** Applies to the announcement with an estimate and submits it, as a company would. */
async function applyAndSubmit(
  token: string,
  announcementId: string,
  managerName: string,
  estimatedAmount: number,
) {
  const { applyAnnouncement } = await callApiAs<{ applyAnnouncement: { id: string } }>(
    token,
    'mutation A($id: ID!, $data: AnnouncementApplyInput!) { applyAnnouncement(announcementId: $id, data: $data) { id } }',
    {
      id: announcementId,
      data: { managerName, phoneNumber: '01098765432', estimatedAmount },
    },
  );
  await callApiAs(token, 'mutation S($id: ID!) { submitAnnouncementApply(id: $id) { id state } }', {
    id: applyAnnouncement.id,
  });
}

async function logOut(page: Page) {
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await page.context().clearCookies();
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

test('a client compares the applicants of an estimate request, selects one and reviews it', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const client = await signUp({ type: 'CONSUMER' });
  const newcomerName = `비교건설${Math.floor(Math.random() * 1e5)}`;
  const newcomer = await signUp({
    type: 'CORPORATION',
    companyName: newcomerName,
    ownerName: '김비교',
    businessNumber: '1234500003',
  });
  const clientToken = await signIn(client);
  const announcement = await publishAnnouncement(clientToken);
  // A demo company (with its ratings, licences and portfolio) bids high; the new company bids
  // low and is the one selected and reviewed, so no demo company's rating changes.
  await applyAndSubmit(await signIn(CORPORATION_ACCOUNT), announcement.id, '박데모', 15_000_000);
  await applyAndSubmit(await signIn(newcomer), announcement.id, '이신규', 9_000_000);

  // The list: the new request with its applicant count and the new-applicant mark.
  await logIn(page, client);
  await page.goto('/myBid?tab=1');
  await expect(page.getByRole('tab', { name: '내 견적 요청' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const card = page.getByTestId('bid-card').filter({ hasText: announcement.title });
  await expect(card).toContainText('새 지원자');
  await expect(card).toContainText('지원2명');
  // The status chips carry the dashboard counts: this client has one recruiting request.
  const chips = page.getByRole('group', { name: '상태별 보기' });
  await expect(chips.getByRole('button', { name: '모집중 1' })).toBeVisible();
  await expect(chips.getByRole('button', { name: '전체 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await saveScreenshot(page, testInfo, 'my-bid-list');

  // The tabs follow the URL and the arrow keys.
  await page.getByRole('tab', { name: '내 견적 요청' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/myBid\?tab=3$/);
  await expect(page.getByRole('tab', { name: '지원·초대' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\/myBid\?tab=1$/);

  // The detail: summary and the comparison, cheapest first, both unchecked.
  await card.getByRole('link', { name: announcement.title }).click();
  await expect(page).toHaveURL(new RegExp(`/myBid/detail/${announcement.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: announcement.title })).toBeVisible();
  await expect(page.getByTestId('apply-count')).toHaveText('2곳');
  const summary = page.getByRole('group', { name: '견적 금액 요약' });
  await expect(summary).toContainText('900만원');
  await expect(summary).toContainText('1,200만원');
  await expect(summary).toContainText('1,500만원');
  const rows = applicantRows(page);
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(newcomerName);
  await expect(rows.first()).toContainText('중앙값보다 300만원 낮음');
  await expect(rows.getByTestId('apply-unchecked')).toHaveCount(2);
  await saveScreenshot(page, testInfo, 'my-bid-detail');

  // Sorting by amount flips the order, and back.
  await toggleAmountSort(page, 'descending');
  await expect(rows.first()).not.toContainText(newcomerName);
  await toggleAmountSort(page, 'ascending');
  await expect(rows.first()).toContainText(newcomerName);

  // Opening the cheapest estimate shows the contact and marks it checked.
  await rows
    .first()
    .getByRole('button', { name: /견적 보기/ })
    .click();
  const applyDialog = page.getByRole('dialog', { name: `${newcomerName} 견적` });
  await expect(applyDialog.getByTestId('apply-detail-amount')).toHaveText('900만원');
  await expect(applyDialog).toContainText('이신규');
  await expect(applyDialog).toContainText('010-9876-5432');
  await saveScreenshot(page, testInfo, 'my-bid-apply-dialog');
  await expect(rows.first().getByTestId('apply-unchecked')).toHaveCount(0);

  // Selecting asks first, then the request is 선정완료 and the review form appears.
  await applyDialog.getByRole('button', { name: '선정하기' }).click();
  const confirm = page.getByRole('dialog', { name: `${newcomerName}을(를) 선정할까요?` });
  await expect(confirm).toContainText('다른 지원자에게는 미선정 알림이 갑니다.');
  await confirm.getByRole('button', { name: '선정하기' }).click();
  await expect(page.getByText(`${newcomerName}을(를) 선정했어요.`)).toBeVisible();
  await expect(page.getByTestId('bid-state').first()).toHaveText('선정완료');
  const selected = page.getByRole('region', { name: `선정한 업체 · ${newcomerName}` });
  await expect(selected).toBeVisible();
  await expect(rows.first()).toContainText('선정');
  await expect(rows.nth(1)).toContainText('미선정');

  // The review: an empty submit explains both rules, then a valid one is shown.
  await selected.getByRole('button', { name: '리뷰 등록' }).click();
  await expect(selected.getByText('별점을 선택해 주세요.')).toBeVisible();
  await selected.getByRole('radio', { name: '5점' }).check({ force: true });
  const text = '일정과 약속을 잘 지켜 주셨고 마감 처리가 깔끔했습니다.';
  await selected.getByLabel(/리뷰 내용/).fill(text);
  await expect(selected.getByText('리뷰 내용을 입력해 주세요.')).toBeHidden();
  await expect(selected.getByTestId('review-counter')).toHaveText(`${text.length} / 1,000자`);
  await saveScreenshot(page, testInfo, 'my-bid-review-form');
  await selected.getByRole('button', { name: '리뷰 등록' }).click();
  await expect(page.getByText('리뷰를 등록했어요.')).toBeVisible();
  await expect(selected.getByTestId('my-review')).toContainText(text);
  await expect(selected.getByTestId('my-review')).toContainText('5점');
  await saveScreenshot(page, testInfo, 'my-bid-reviewed');

  // Someone else opening the page is told it is not theirs.
  await logOut(page);
  await logIn(page, CORPORATION_ACCOUNT);
  await page.goto(`/myBid/detail/${announcement.id}`);
  await expect(page.getByRole('heading', { name: '내 견적 요청만 볼 수 있어요.' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'my-bid-detail-stranger');
});

test('an owner resumes or deletes drafts, filters by state, cancels a request and re-posts it', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const client = await signUp({ type: 'CONSUMER' });
  const clientToken = await signIn(client);
  const announcement = await publishAnnouncement(clientToken);
  const { createAnnouncementTemp: draft } = await callApiAs<{
    createAnnouncementTemp: { id: string; title: string };
  }>(
    clientToken,
    'mutation T($data: AnnouncementInput!, $tempId: String) { createAnnouncementTemp(data: $data, tempId: $tempId) { id title } }',
    {
      data: { sigungu: '경기도 성남시', workType: 'REPAIR', step: 2 },
      tempId: crypto.randomUUID(),
    },
  );

  // The draft is listed with where it stopped and a link back into the wizard.
  await logIn(page, client);
  await page.goto('/myBid?tab=1');
  const draftItem = page.getByTestId('my-bid-draft').filter({ hasText: draft.title });
  await expect(draftItem).toContainText('8단계 중 2단계까지 작성');
  await expect(draftItem.getByRole('link', { name: `${draft.title} 이어서 작성` })).toHaveAttribute(
    'href',
    `/bid/upload1?tempId=${draft.id}`,
  );

  // The 임시 저장 chip shows only drafts and is kept in the URL.
  await page
    .getByRole('group', { name: '상태별 보기' })
    .getByRole('button', { name: /임시 저장/ })
    .click();
  await expect(page).toHaveURL(/\/myBid\?tab=1&state=TEMP$/);
  await expect(page.getByRole('heading', { name: /올린 견적 요청/ })).toBeHidden();
  await page.reload();
  await expect(
    page.getByRole('group', { name: '상태별 보기' }).getByRole('button', { name: /임시 저장/ }),
  ).toHaveAttribute('aria-pressed', 'true');
  await saveScreenshot(page, testInfo, 'my-bid-drafts');

  // Deleting asks first, then the empty state offers a new request.
  await draftItem.getByRole('button', { name: `${draft.title} 삭제` }).click();
  const deleteDialog = page.getByRole('dialog', { name: '임시 저장본을 삭제할까요?' });
  await deleteDialog.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('임시 저장본을 삭제했어요.')).toBeVisible();
  await expect(page.getByText('작성 중인 견적 요청이 없어요')).toBeVisible();
  await expect(page.getByRole('link', { name: '견적 요청하기' }).last()).toHaveAttribute(
    'href',
    '/bid/upload1',
  );

  // Without applicants the owner may delete or cancel; cancelling asks, then allows re-posting.
  await page.goto(`/myBid/detail/${announcement.id}`);
  await expect(page.getByText('아직 지원한 업체가 없어요.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: '삭제' })).toBeVisible();
  await page.getByRole('button', { name: '모집 취소' }).click();
  await page
    .getByRole('dialog', { name: '모집을 취소할까요?' })
    .getByRole('button', { name: '모집 취소' })
    .click();
  await expect(page.getByText('모집을 취소했어요.')).toBeVisible();
  await expect(page.getByTestId('bid-state')).toHaveText('취소');
  await expect(page.getByRole('button', { name: '모집 취소' })).toBeHidden();
  await expect(page.getByRole('button', { name: '삭제' })).toBeHidden();
  await saveScreenshot(page, testInfo, 'my-bid-canceled');

  await page.getByRole('button', { name: '다시 올리기' }).click();
  await page
    .getByRole('dialog', { name: '같은 내용으로 다시 올릴까요?' })
    .getByRole('button', { name: '다시 올리기' })
    .click();
  await expect(page).toHaveURL(/\/bid\/upload1\?tempId=[^&]+/);

  // The copy waits among the drafts, marked as a re-post.
  await page.goto('/myBid?tab=1&state=TEMP');
  await expect(page.getByTestId('my-bid-draft').filter({ hasText: '다시 올리기' })).toHaveCount(1);
});
