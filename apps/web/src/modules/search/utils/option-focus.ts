/** Marks the focusable rows of the search panels (checkboxes, recent keywords). */
export const SEARCH_OPTION_ATTRIBUTE = 'data-search-option';

/**
 * Moves focus between the rows of a search panel with the arrow keys. Returns false when focus
 * would leave the panel upwards (the caller puts it back in the input).
 */
export function moveOptionFocus(container: HTMLElement, direction: 1 | -1): boolean {
  const items = Array.from(
    container.querySelectorAll<HTMLElement>(`[${SEARCH_OPTION_ATTRIBUTE}]:not([disabled])`),
  );
  if (items.length === 0) return false;
  const current = items.findIndex((item) => item === document.activeElement);
  const next = current === -1 ? (direction === 1 ? 0 : items.length - 1) : current + direction;
  if (next < 0) return false;
  items[Math.min(next, items.length - 1)]?.focus();
  return true;
}
