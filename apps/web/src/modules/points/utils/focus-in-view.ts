/**
 * Focuses an element whose surroundings just changed and scrolls it to the middle of the screen:
 * focus()'s own scrolling puts it at the top edge, under the sticky header (WCAG 2.4.11).
 */
export function focusInView(element: HTMLElement | null | undefined): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'center' });
}
