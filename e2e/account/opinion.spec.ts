import { createFreshAccount } from '../support/api-account';
import { expect, expectAccessible, saveScreenshot, test } from '../support/fixtures';

/*
 * Issue 16, 의견 보내기: from the footer a visitor is asked to log in and comes back to the form;
 * an empty opinion is refused in Korean; a sent one thanks the member and is listed with its
 * type and date in /myPage/opinion; a satisfaction score with a word (createFeedback) is listed too.
 */

test('a member sends an opinion from the footer and finds it in my page', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const member = await createFreshAccount();

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: '의견 보내기' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await page.getByLabel('이메일').fill(member.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/myPage\/opinion$/);

  await expect(page.getByRole('heading', { level: 1, name: '의견 보내기' })).toBeVisible();
  await expect(page.getByText('아직 보낸 의견이 없어요')).toBeVisible();
  await expectAccessible(page, testInfo);
  await saveScreenshot(page, testInfo, 'opinion-empty');

  // Too short: refused before anything is sent, focus on the words.
  const context = page.getByLabel('내용');
  await context.fill('별로');
  await page.getByRole('button', { name: '의견 보내기' }).click();
  await expect(page.getByText('의견은 5자 이상 입력해 주세요.')).toBeVisible();
  await expect(context).toBeFocused();

  await page.getByRole('radio', { name: '오류 신고' }).check();
  await context.fill('휴대폰에서 견적 요청 사진을 올리면 가끔 멈춰요.');
  await page.getByRole('button', { name: '의견 보내기' }).click();
  await expect(page.getByText('의견을 보냈어요. 고맙습니다!')).toBeVisible();
  const sent = page.locator('section[aria-labelledby="sent-opinions-heading"]');
  await expect(sent.getByRole('heading', { name: '보낸 의견 1건' })).toBeVisible();
  await expect(sent.getByText('오류 신고')).toBeVisible();
  await expect(sent.getByText('휴대폰에서 견적 요청 사진을 올리면 가끔 멈춰요.')).toBeVisible();
  await expectAccessible(page, testInfo);
  await saveScreenshot(page, testInfo, 'opinion-sent');

  // 만족도 남기기 (createFeedback): a score is asked for first, then the word is kept and listed.
  const feedback = page.getByRole('form', { name: '서비스 만족도 남기기' });
  await expect(page.getByText('아직 남긴 만족도가 없어요')).toBeVisible();
  await feedback.getByLabel('한마디').fill('견적 비교가 편했어요.');
  await feedback.getByRole('button', { name: '만족도 남기기' }).click();
  await expect(feedback.getByRole('alert')).toHaveText('만족도 점수를 골라 주세요.');
  await feedback.getByRole('radio', { name: '4점 만족' }).check();
  await feedback.getByRole('button', { name: '만족도 남기기' }).click();
  await expect(feedback.getByRole('status')).toHaveText('만족도를 남겼어요. 고맙습니다!');
  await expect(page.getByRole('heading', { name: '남긴 만족도 1건' })).toBeVisible();
  await expect(page.getByText('4점 · 만족')).toBeVisible();
  await expectAccessible(page, testInfo);

  // It is the API's list, not the page's memory: a reload shows both again.
  await page.reload();
  await expect(sent.getByText('휴대폰에서 견적 요청 사진을 올리면 가끔 멈춰요.')).toBeVisible();
  await expect(page.getByText('견적 비교가 편했어요.')).toBeVisible();
  await page.getByRole('button', { name: '의견 보내기' }).waitFor();
  await saveScreenshot(page, testInfo, 'opinion-list');
});
