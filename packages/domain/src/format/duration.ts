/**
 * Korean hours, minutes and seconds, omitting zero parts: '1시간 5분 3초', '45초', '2시간'.
 * Hours are not rolled into days (SPEC §9 names hours, minutes and seconds only). Fractions of
 * a second are dropped; zero and negative durations read '0초'; a missing value gives ''.
 */
export function formatDuration(amount: number | null | undefined, unit: 'ms' | 's' = 'ms'): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const totalSeconds = Math.max(0, Math.floor(unit === 'ms' ? amount / 1000 : amount));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours.toLocaleString('ko-KR')}시간`);
  if (minutes > 0) parts.push(`${minutes}분`);
  if (seconds > 0 || parts.length === 0) parts.push(`${seconds}초`);
  return parts.join(' ');
}
