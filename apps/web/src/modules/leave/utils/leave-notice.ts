/**
 * Logging out reloads the site at /, which drops every in-memory toast; this one-shot flag in
 * sessionStorage carries '회원 탈퇴가 완료되었습니다.' across that reload.
 */
export const LEAVE_COMPLETE_KEY = 'gongsa:leave-complete';
export const LEAVE_COMPLETE_MESSAGE = '회원 탈퇴가 완료되었습니다.';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function markLeaveComplete(storage: FlagStorage): void {
  try {
    storage.setItem(LEAVE_COMPLETE_KEY, '1');
  } catch {
    // Without storage the account is still gone; only the confirmation toast is lost.
  }
}

/** True once after markLeaveComplete; the flag is removed as it is read. */
export function takeLeaveComplete(storage: FlagStorage): boolean {
  try {
    const isSet = storage.getItem(LEAVE_COMPLETE_KEY) !== null;
    if (isSet) storage.removeItem(LEAVE_COMPLETE_KEY);
    return isSet;
  } catch {
    return false;
  }
}
