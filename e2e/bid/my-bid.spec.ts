import { test, expect, saveScreenshot } from '../support/fixtures';
import { callApiAs, createFreshAccount, signInAs } from '../support/api-account';
import { publishAnnouncementAs } from '../support/bids';
import { logIn } from '../support/login';

test('an owner resumes or deletes drafts, filters by state, cancels a request and re-posts it', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const client = await createFreshAccount();
  const clientToken = await signInAs(client);
  const announcement = await publishAnnouncementAs(clientToken);
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
