import type { Page } from '@playwright/test';
import { callApiAs, createFreshAccount, signInAs } from '../support/api-account';
import { PNG } from '../support/bids';
import { expect, expectAccessible, saveScreenshot, test } from '../support/fixtures';
import { logIn, logOut } from '../support/login';
import { expectTouchTargets } from '../support/touch-targets';

/*
 * Issue 16, community: a visitor reads the public board; a member writes a post (login asked
 * first) → another member likes it and replies → the author sees the reply, the counts and the
 * notification; the other member may report it (once).
 */

async function readNickname(account: { email: string; password: string }): Promise<string> {
  const token = await signInAs(account);
  const { me } = await callApiAs<{ me: { nickname: string } }>(token, '{ me { nickname } }');
  return me.nickname;
}

async function shoot(page: Page, testInfo: Parameters<typeof saveScreenshot>[1], name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, name);
}

test('a member writes a post; another likes and replies; the author sees the reply and the counts', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const author = await createFreshAccount();
  const reader = await createFreshAccount();
  const readerNickname = await readNickname(reader);
  const title = `장마철 옥상 방수 일정 ${Date.now() % 100_000}`;

  // A visitor reads the board (the demo posts, the pinned notice first) and is asked to log in
  // to write.
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: '커뮤니티' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '현장 이야기' })).toBeVisible();
  const board = page.getByRole('list', { name: '게시글 목록' });
  await expect(board.getByRole('listitem').first()).toContainText('공지');
  await expectAccessible(page, testInfo);
  await expectTouchTargets(page, page.locator('main'));
  await shoot(page, testInfo, 'community-board');
  await page.getByRole('tab', { name: '질문' }).click();
  await expect(page).toHaveURL(/\/community\?category=\d+/);
  await expect(page.getByRole('tab', { name: '질문' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: '글쓰기' }).first().click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fcommunity%2Fwrite/);
  await expect(page.getByText('커뮤니티 글쓰기는 로그인 후 이용할 수 있어요')).toBeVisible();

  // The author writes: empty first (the shared schema's message, focus on the field), then whole.
  await logIn(page, author, '/auth/login?redirect=%2Fcommunity%2Fwrite');
  await expect(page).toHaveURL(/\/community\/write$/);
  await expect(page.getByRole('heading', { level: 1, name: '글쓰기' })).toBeVisible();
  await page.getByRole('radio', { name: '현장 이야기' }).check();
  await page.getByRole('button', { name: '올리기' }).click();
  await expect(page.getByText('제목을 입력해 주세요.')).toBeVisible();
  await expect(page.getByLabel('제목')).toBeFocused();
  await page.getByLabel('제목').fill(title);
  await page
    .getByLabel('내용')
    .fill('강서구 상가 옥상 우레탄 방수를 장마 전에 끝냈습니다. 함수율부터 확인하세요. #방수');
  await page.getByLabel('현장 지역 (선택)').fill('서울특별시 강서구');
  await page.getByLabel('해시태그 (선택)').fill('#옥상');
  await page
    .locator('#bid-imageIds')
    .setInputFiles([{ name: '옥상.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(page.getByText('업로드 완료')).toHaveCount(1, { timeout: 20_000 });
  await expectAccessible(page, testInfo);
  await shoot(page, testInfo, 'community-write');
  await page.getByRole('button', { name: '올리기' }).click();

  await expect(page).toHaveURL(/\/community\/\d+$/);
  const postPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: '#옥상' })).toBeVisible();
  await expect(page.getByRole('link', { name: '#방수' })).toBeVisible();
  await expect(page.getByRole('link', { name: '수정' })).toBeVisible();
  await expect(page.getByText('아직 댓글이 없어요', { exact: false })).toBeVisible();
  await logOut(page);

  // Another member likes it (once, then the count stays), replies and may report it once.
  await logIn(page, reader);
  await page.goto(postPath);
  const like = page.getByRole('button', { name: /^좋아요 \d+$/ });
  await expect(like).toHaveText('좋아요 0');
  await like.click();
  await expect(like).toHaveText('좋아요 1');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('댓글 쓰기').fill('저희도 함수율 측정기 쓰고 나서 하자가 줄었어요.');
  await page.getByRole('button', { name: '댓글 등록' }).click();
  const replies = page.getByRole('list', { name: '댓글 목록' });
  await expect(replies.getByRole('listitem')).toHaveCount(1);
  await expect(replies).toContainText(readerNickname);
  await expect(page.getByRole('heading', { name: '댓글 1' })).toBeVisible();

  await page.getByRole('button', { name: '신고' }).click();
  const report = page.getByRole('dialog', { name: '게시글 신고' });
  await expect(report).toBeVisible();
  await report.getByRole('button', { name: '신고하기' }).click();
  await expect(report.getByText('신고 사유를 선택해 주세요.')).toBeVisible();
  await report.getByRole('radio', { name: '스팸·홍보' }).check();
  await expectAccessible(page, testInfo);
  await saveScreenshot(page, testInfo, 'community-report', { fullPage: false });
  await report.getByRole('button', { name: '취소' }).click();
  await expect(report).toBeHidden();
  await expectAccessible(page, testInfo);
  await expectTouchTargets(page, page.locator('main'));
  await shoot(page, testInfo, 'community-post-reader');
  await logOut(page);

  // The author sees the reply and the counts, and the notice of it.
  await logIn(page, author);
  await page.goto(postPath);
  await expect(page.getByText('좋아요 1').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '댓글 1' })).toBeVisible();
  await expect(page.getByRole('list', { name: '댓글 목록' })).toContainText(
    '저희도 함수율 측정기 쓰고 나서 하자가 줄었어요.',
  );
  await expectAccessible(page, testInfo);
  await shoot(page, testInfo, 'community-post-author');
  await expect
    .poll(
      async () => {
        const token = await signInAs(author);
        const { myNotifications } = await callApiAs<{
          myNotifications: { nodes: Array<{ message: string; url: string }> };
        }>(token, '{ myNotifications { nodes { message url } } }');
        return myNotifications.nodes.find((node) => node.url === postPath)?.message ?? null;
      },
      { timeout: 20_000 },
    )
    .toContain(`'${title}' 글에 댓글을 남겼습니다.`);

  // The board lists it with its counts; deleting asks first.
  await page.goto('/community');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.goto(postPath);
  await page.getByRole('button', { name: '삭제' }).click();
  const confirm = page.getByRole('dialog', { name: '게시글을 삭제할까요?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '취소' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
