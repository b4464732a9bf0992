import type { Page } from '@playwright/test';
import { isPhone } from './login';

/** The completion percentage the header shows: the ring's menu button, or the drawer on a phone. */
export async function readHeaderProgress(page: Page): Promise<number> {
  if (isPhone(page)) {
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
    const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
    const text = await drawer.getByText(/프로필 완성도 \d+%/).textContent();
    await drawer.getByRole('button', { name: '메뉴 닫기' }).click();
    return Number(/(\d+)%/.exec(text ?? '')?.[1]);
  }
  const button = page.getByRole('button', { name: /내 계정 메뉴, 프로필 완성도 \d+%/ });
  const label = await button.getAttribute('aria-label');
  return Number(/(\d+)%/.exec(label ?? '')?.[1]);
}
