import { test, expect, saveScreenshot } from '../support/fixtures';
import { callApiAs, createFreshAccount, readProfileIdAs, signInAs } from '../support/api-account';
import { createDraftAs, publishAnnouncementAs } from '../support/bids';
import { logIn } from '../support/login';

test('an owner resumes or deletes drafts, filters by state, cancels a request and re-posts it', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const client = await createFreshAccount();
  const clientToken = await signInAs(client);
  const announcement = await publishAnnouncementAs(clientToken);
  const draft = await createDraftAs(clientToken);

  // The status chips carry the dashboard counts: one recruiting request and one draft.
  await logIn(page, client);
  await page.goto('/myBid?tab=1');
  await expect(page.getByRole('tab', { name: '내 견적 요청' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const chips = page.getByRole('group', { name: '상태별 보기' });
  await expect(chips.getByRole('button', { name: '모집중 1' })).toBeVisible();
  await expect(chips.getByRole('button', { name: '임시 저장 1' })).toBeVisible();
  await expect(chips.getByRole('button', { name: '전체 2' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

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

  // The draft is listed with where it stopped and a link back into the wizard.
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

test('an owner edits a request nobody has applied to', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const client = await createFreshAccount({ type: 'CONSUMER', ownerName: '김수정' });
  const clientToken = await signInAs(client);
  // The wizard asks for a complete profile (a consumer's name and phone number).
  await callApiAs(
    clientToken,
    'mutation U($id: ID!, $data: ConsumerProfileInput!) { updateConsumerProfile(profileId: $id, data: $data) { id } }',
    {
      id: await readProfileIdAs(clientToken),
      data: { ownerName: '김수정', phoneNumber: client.phoneNumber },
    },
  );
  const announcement = await publishAnnouncementAs(clientToken);
  const description = `수정한 공사 내용입니다. 철근 배근 범위를 넓혔어요 ${Date.now()}.`;

  await logIn(page, client);
  await page.goto(`/myBid/detail/${announcement.id}`);
  await page.getByRole('link', { name: '수정', exact: true }).click();

  // The wizard opens at step 1 in edit mode, filled from the request, without a draft status.
  await expect(page).toHaveURL(/\/bid\/upload1$/);
  await expect(page.getByTestId('bid-edit-mode')).toContainText('견적 요청 수정');
  await expect(page.getByRole('heading', { name: /어떤 공사의 견적이 필요하세요/ })).toBeVisible();
  await expect(page.getByText(/선택한 업종 \(1\/\d+\)/)).toBeVisible();
  await expect(page.getByRole('button', { name: /철근.* 삭제$/ })).toBeVisible();
  await saveScreenshot(page, testInfo, 'bid-edit-step1');
  for (const step of [2, 3, 4]) {
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page).toHaveURL(new RegExp(`/bid/upload${step}$`));
  }

  // Step 4 shows the published description; the new one replaces it.
  const descriptionField = page.getByRole('textbox', { name: '공사 내용' });
  await expect(descriptionField).toHaveValue(/철근 공사 견적 요청입니다/);
  await descriptionField.fill(description);
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/\/bid\/upload5$/);

  // A reload keeps the edit (the wizard lives in the session), then on to the final review.
  await page.reload();
  await expect(page.getByTestId('bid-edit-mode')).toBeVisible();
  for (const step of [6, 7, 8]) {
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page).toHaveURL(new RegExp(`/bid/upload${step}$`));
  }
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByText(/임시 저장됨/)).toBeHidden();
  await saveScreenshot(page, testInfo, 'bid-edit-step8');

  await page.getByRole('button', { name: '수정 완료' }).click();
  await expect(page.getByText('견적 요청을 수정했어요.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/bid/${announcement.id}$`));
  await expect(page.getByText(description)).toBeVisible();

  // Editing made no server draft.
  const { myAnnouncementTemps } = await callApiAs<{ myAnnouncementTemps: { totalCount: number } }>(
    clientToken,
    'query { myAnnouncementTemps { totalCount } }',
  );
  expect(myAnnouncementTemps.totalCount).toBe(0);
});
