/**
 * The tab a roving-focus key press moves to in a tab bar (WAI-ARIA tabs pattern): ArrowRight and
 * ArrowLeft wrap around, Home and End go to the ends; null for any other key (or an unknown
 * current tab, which only a stale render could hold).
 */
export function findTabAfterKey<TValue>(
  values: readonly TValue[],
  current: TValue,
  key: string,
): TValue | null {
  const index = values.indexOf(current);
  const last = values.length - 1;
  if (index < 0 || last < 0) return null;
  switch (key) {
    case 'ArrowRight':
      return values[index === last ? 0 : index + 1] ?? null;
    case 'ArrowLeft':
      return values[index === 0 ? last : index - 1] ?? null;
    case 'Home':
      return values[0] ?? null;
    case 'End':
      return values[last] ?? null;
    default:
      return null;
  }
}
