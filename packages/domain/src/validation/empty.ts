/**
 * SPEC §5: empty means null, undefined or zero length. "Length" covers strings, arrays and
 * array-likes such as a FileList. A number, including 0, is never empty; neither is
 * whitespace (callers trim when they mean to).
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.length === 0;
  if (typeof value === 'object' && 'length' in value) {
    return (value as { length: unknown }).length === 0;
  }
  return false;
}
