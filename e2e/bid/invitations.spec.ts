import type { Page } from '@playwright/test';
import { test, expect, saveScreenshot, saveViewportScreenshot } from '../support/fixtures';
import {
  createFreshAccount,
  createUniqueBusinessNumber,
  readProfileIdAs,
  signInAs,
} from '../support/api-account';
import { applyAs, publishAnnouncementAs } from '../support/bids';
import { isPhone, logIn, logOut } from '../support/login';

/** '내 입찰' in the navigation a person sees at this size: the tab bar or the bottom bar. */
function myBidTab(page: Page) {
  const navigation = isPhone(page)
    ? page.getByRole('navigation', { name: '하단 메뉴' })
    : page.getByRole('navigation', { name: '주요 메뉴' });
  return navigation.getByRole('link', { name: isPhone(page) ? /입찰관리/ : /내 입찰/ });
}

test('a client invites a company from its page; the company sees the red dot and the invitation', async ({
  page,
}, testInfo) => {
  // A long journey (two accounts, six pages): room for a busy CI machine.
  test.setTimeout(180_000);
  const client = await createFreshAccount();
  const company = await createFreshAccount({
    type: 'CORPORATION',
    companyName: `초대건설${Math.floor(Math.random() * 1e4)}`,
    ownerName: '김초대',
    businessNumber: createUniqueBusinessNumber(),
  });
  const clientToken = await signInAs(client);
  const announcement = await publishAnnouncementAs(clientToken);
  const companyToken = await signInAs(company);
  const companyProfileId = await readProfileIdAs(companyToken);
  // The company has also sent one estimate and is still writing another, for the 내 지원 list.
  const submittedTo = await publishAnnouncementAs(clientToken);
  const writingTo = await publishAnnouncementAs(clientToken);
  await applyAs(companyToken, submittedTo.id, { estimatedAmount: 12_000_000 });
  await applyAs(companyToken, writingTo.id, { estimatedAmount: 350_000_000, isSubmitted: false });

  // The client opens the company page and sends the invitation from the dialog.
  await logIn(page, client);
  await page.goto(`/company/${companyProfileId}`);
  await page.getByRole('button', { name: '견적 요청 보내기' }).click();
  const dialog = page.getByRole('dialog', { name: '견적 요청 보내기' });
  const option = dialog.getByRole('radio', { name: new RegExp(announcement.uniqueId) });
  await expect(option).toBeVisible();
  await expect(dialog.getByRole('link', { name: '새 견적 요청 작성' })).toHaveAttribute(
    'href',
    `/bid/upload1?invitationProfileId=${companyProfileId}`,
  );
  await option.check();
  await saveViewportScreenshot(page, testInfo, 'invite-dialog');
  await dialog.getByRole('button', { name: '초대 보내기' }).click();
  await expect(page.getByText('초대를 보냈어요.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Opened again, the dialog marks the request that invited the company and keeps it from being
  // chosen (issue 13: it used to fail with 이미 초대한 업체입니다 after the choice).
  await page.getByRole('button', { name: '견적 요청 보내기' }).click();
  const invited = dialog.getByRole('radio', { name: new RegExp(announcement.uniqueId) });
  await expect(invited).toBeDisabled();
  await expect(invited).toHaveAccessibleName(/초대함/);
  await expect(dialog.getByRole('radio', { name: new RegExp(submittedTo.uniqueId) })).toBeEnabled();
  await saveViewportScreenshot(page, testInfo, 'invite-dialog-invited');
  await dialog.getByRole('button', { name: '닫기' }).click();

  // The company logs in: '내 입찰' carries the red dot.
  await logOut(page);
  await logIn(page, company);
  await page.goto('/');
  await expect(myBidTab(page)).toHaveAccessibleName(/새 소식 있음/);
  await saveViewportScreenshot(page, testInfo, 'my-bid-dot');
  if (isPhone(page)) {
    // The drawer's '내 입찰' carries it too.
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
    const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
    await expect(drawer.getByRole('link', { name: /내 입찰/ })).toHaveAccessibleName(
      /새 소식 있음/,
    );
    await saveViewportScreenshot(page, testInfo, 'my-bid-dot-drawer');
    await drawer.getByRole('button', { name: '메뉴 닫기' }).click();
  }

  // On its own page the company gets no invitation button.
  await page.goto(`/company/${companyProfileId}`);
  await expect(page.getByRole('link', { name: '프로필 수정' })).toBeVisible();
  await expect(page.getByRole('button', { name: '견적 요청 보내기' })).toHaveCount(0);

  // On /myBid the dot moves from '내 입찰' to the tab that holds the news (SPEC §4, issue 13).
  await page.goto('/myBid?tab=1');
  await expect(page.getByRole('tab', { name: /지원·초대/ })).toHaveAccessibleName(/새 소식 있음/);
  await expect(page.getByRole('tab', { name: /내 견적 요청/ })).not.toHaveAccessibleName(
    /새 소식 있음/,
  );
  await expect(myBidTab(page)).not.toHaveAccessibleName(/새 소식 있음/);
  await saveViewportScreenshot(page, testInfo, 'my-bid-tab-dot');

  // Tab 3 lists the invitation as new.
  await page.goto('/myBid?tab=3');
  const invitation = page
    .getByTestId('received-invitation')
    .filter({ hasText: announcement.title });
  await expect(invitation).toContainText('새 초대');
  await expect(page.getByTestId('unchecked-invitation-count')).toHaveText('새 초대 1건');
  await saveScreenshot(page, testInfo, 'my-bid-invitations');

  // 내 지원: both applies with their state and amount; the chips filter by state.
  const applies = page.getByTestId('my-apply');
  await expect(applies).toHaveCount(2);
  const submitted = applies.filter({ hasText: '지원완료' });
  await expect(submitted).toContainText('1,200만원');
  const writing = applies.filter({ hasText: '작성중' });
  await expect(writing).toContainText('3억 5,000만원');
  await expect(writing.getByRole('link', { name: /지원서 이어서 작성/ })).toHaveAttribute(
    'href',
    `/bid/${writingTo.id}`,
  );
  const chips = page.getByRole('group', { name: '지원 상태로 거르기' });
  await chips.getByRole('button', { name: '작성중 1건' }).click();
  await expect(chips.getByRole('button', { name: '작성중 1건' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(applies).toHaveCount(1);
  await expect(applies).toContainText('작성중');
  await chips.getByRole('button', { name: '미선정 0건' }).click();
  await expect(page.getByText('미선정 상태인 지원이 없어요')).toBeVisible();
  await chips.getByRole('button', { name: '전체 2건' }).click();
  await expect(applies).toHaveCount(2);

  // Opening the announcement checks the invitation and the dot goes at once; tab 3 agrees.
  await invitation.getByRole('link', { name: announcement.title }).click();
  await expect(page).toHaveURL(new RegExp(`/bid/${announcement.id}$`));
  await expect(page.getByRole('heading', { name: announcement.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('my-bid-dot')).toHaveCount(0);
  await page.goto('/myBid?tab=3');
  await expect(invitation).toContainText('확인함');
  await expect(page.getByTestId('unchecked-invitation-count')).toBeHidden();
  await expect(page.getByRole('tab', { name: /지원·초대/ })).not.toHaveAccessibleName(
    /새 소식 있음/,
  );
  await expect(myBidTab(page)).not.toHaveAccessibleName(/새 소식 있음/);
  await expect(page.getByTestId('my-bid-dot')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'my-bid-invitations-checked');
});
