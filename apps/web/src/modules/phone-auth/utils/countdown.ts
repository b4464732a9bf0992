/** The SMS code is valid for three minutes (the API's PHONE_AUTH_LIMITS.codeTtlMs). */
export const AUTH_CODE_TTL_MS = 3 * 60 * 1000;

/** Whole seconds left until `expiresAt`, rounded up so '0:00' appears only once time is up. */
export function getRemainingSeconds(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** 'M:SS' as on a kitchen timer: 180 → '3:00', 59 → '0:59'. */
export function formatCountdownClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The same time for screen readers, which read '2:05' as a clock time: '2분 5초'. */
export function describeCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest}초`;
  return rest === 0 ? `${minutes}분` : `${minutes}분 ${rest}초`;
}
