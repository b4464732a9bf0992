import { describe, expect, it } from 'vitest';
import { reduceToast, type ToastItem } from './toast-state';

const SAVED: ToastItem = { id: 1, message: '저장되었습니다.', tone: 'success' };
const MOVING: ToastItem = { id: 2, message: '회원가입/로그인 페이지로 이동합니다.', tone: 'info' };

describe('toast rule: one at a time', () => {
  it('shows a toast', () => {
    expect(reduceToast(null, { type: 'show', toast: SAVED })).toEqual(SAVED);
  });

  it('replaces the visible toast with the new one', () => {
    expect(reduceToast(SAVED, { type: 'show', toast: MOVING })).toEqual(MOVING);
  });

  it("ignores the replaced toast's expiry, so the new one stays for its full time", () => {
    const afterReplace = reduceToast(SAVED, { type: 'show', toast: MOVING });
    expect(reduceToast(afterReplace, { type: 'dismiss', id: SAVED.id })).toEqual(MOVING);
  });

  it('hides the toast when its own time is up', () => {
    expect(reduceToast(MOVING, { type: 'dismiss', id: MOVING.id })).toBeNull();
  });
});
