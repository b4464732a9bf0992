import { expect, saveScreenshot, test } from '../support/fixtures';
import { isPhone } from '../support/login';

test.describe('the shell on the home page (logged out)', () => {
  test('shows the header, tabs, search and footer in Korean', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/공사마켓/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');

    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: '공사마켓 홈' }).first()).toBeVisible();
    await expect(page.getByRole('search').first()).toBeVisible();

    if (isPhone(page)) {
      const bottomTabs = page.getByRole('navigation', { name: '하단 메뉴' });
      await expect(bottomTabs.getByRole('link')).toHaveText([
        '홈',
        '업체',
        '공고',
        '입찰관리',
        '마이',
      ]);
      await expect(banner.getByRole('link', { name: '로그인' })).toBeVisible();
    } else {
      const tabs = page.getByRole('navigation', { name: '주요 메뉴' });
      await expect(tabs.getByRole('link')).toHaveText([
        '홈',
        '전체 업체',
        '전체 공고',
        '내 입찰',
        '혁신제품몰',
        '커뮤니티',
        '마이페이지',
      ]);
      await expect(tabs.getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
      await expect(banner.getByRole('link', { name: '로그인/회원가입' })).toBeVisible();
      await expect(banner.getByRole('link', { name: '견적 요청하기' })).toHaveAttribute(
        'href',
        '/bid/upload1',
      );
      const guide = banner.getByRole('link', { name: /이용 가이드/ });
      await expect(guide).toHaveAttribute('target', '_blank');
      await expect(guide).toHaveAttribute('rel', /noopener/);
    }

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '이용약관' })).toHaveAttribute(
      'href',
      '/terms/serviceTerms',
    );
    await expect(footer.getByRole('link', { name: '개인정보처리방침' })).toBeVisible();
    await expect(footer.getByRole('link', { name: /사업자정보확인/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(footer).toContainText('통신판매중개자');
    await expect(footer).toContainText('(주)공사마켓');
    await expect(footer).toContainText(/사업자등록번호\s*\d{3}-\d{2}-\d{5}/);

    await saveScreenshot(page, testInfo, 'home-logged-out');
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '본문 바로가기' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main/);
  });

  test('a company unique number goes straight to /company', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search').first();
    await search.getByRole('searchbox').fill('  AGS100001 ');
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/company\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('search')).toBe('AGS100001');
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('sorting')).toBe('1');
    expect(url.searchParams.get('portfolioVisible')).toBe('false');
  });

  test('an empty keyword does nothing', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search').first();
    await search.getByRole('searchbox').fill('   ');
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a logged-out visitor who switches the search type goes to login', async ({ page }) => {
    await page.goto('/');
    const typeSwitch = page
      .getByRole('search')
      .first()
      .getByRole('combobox', { name: /검색 유형/ });
    if (await typeSwitch.count()) {
      await typeSwitch.selectOption({ label: '견적 의뢰' }).catch(async () => {
        await typeSwitch.click();
        await page.getByRole('option', { name: '견적 의뢰' }).click();
      });
    } else {
      await page.getByRole('search').first().getByRole('radio', { name: '견적 의뢰' }).click();
    }
    await expect(page).toHaveURL(/\/auth\/login/);
  });
});

test.describe('phone drawer', () => {
  test('opens with the tabs, traps focus and closes on Escape', async ({ page }, testInfo) => {
    test.skip(!isPhone(page), 'the drawer is the phone navigation');
    await page.goto('/');
    const opener = page.getByRole('button', { name: '전체 메뉴 열기' });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('navigation').getByRole('link')).toHaveText([
      '홈',
      '전체 업체',
      '전체 공고',
      '내 입찰',
      '혁신제품몰',
      '커뮤니티',
      '마이페이지',
    ]);
    await expect(drawer.getByRole('link', { name: '로그인/회원가입' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await saveScreenshot(page, testInfo, 'drawer-logged-out');
    for (let i = 0; i < 30; i += 1) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });
});
