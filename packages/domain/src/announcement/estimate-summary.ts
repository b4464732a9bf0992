export interface EstimateSummary {
  count: number;
  min: number;
  /** Mean of the two middle amounts for an even count, rounded to whole 원. */
  median: number;
  max: number;
}

/**
 * The figures above the owner's comparison table. Missing or non-finite amounts (an apply
 * whose amount the viewer may not see) are left out; null when nothing is left to compare.
 */
export function summarizeEstimates(
  amounts: readonly (number | null | undefined)[],
): EstimateSummary | null {
  const sorted = amounts
    .filter((amount): amount is number => typeof amount === 'number' && Number.isFinite(amount))
    .sort((left, right) => left - right);
  const count = sorted.length;
  const min = sorted[0];
  const max = sorted[count - 1];
  if (min === undefined || max === undefined) return null;
  const upperMiddle = sorted[Math.floor(count / 2)] ?? max;
  const lowerMiddle = count % 2 === 1 ? upperMiddle : (sorted[count / 2 - 1] ?? min);
  return { count, min, median: Math.round((lowerMiddle + upperMiddle) / 2), max };
}
