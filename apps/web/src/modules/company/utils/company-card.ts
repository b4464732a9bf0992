/** A card lists this many licences by name and counts the rest. */
export const CARD_LICENSE_LIMIT = 3;

/** '토목공사업, 건축공사업, 철근공사업 외 2' — the first few licences and how many more; '' if none. */
export function summarizeLicenses(names: readonly string[]): string {
  const shown = names.slice(0, CARD_LICENSE_LIMIT).join(', ');
  const rest = names.length - CARD_LICENSE_LIMIT;
  return rest > 0 ? `${shown} 외 ${rest}` : shown;
}
