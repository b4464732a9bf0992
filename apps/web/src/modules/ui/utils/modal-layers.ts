// Scroll lock and inert page for open modal layers (dialogs, the drawer, the filter sheet). It
// lives beside the layers, not in ModalProvider, so only pages that open one load it. A page has
// one app root, so the count is the module's.
let layerCount = 0;
let lockedStyles: { overflow: string; paddingRight: string } | null = null;

/**
 * Locks page scroll and makes the app root inert while a layer is open; returns the release.
 * Applied synchronously (not through React state) so that when the last layer closes, the page
 * is interactive again before the closing layer hands focus back to the element that opened it.
 */
export function registerModalLayer(appRoot: HTMLElement | null): () => void {
  const { body, documentElement } = document;
  layerCount += 1;
  if (layerCount === 1) {
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    lockedStyles = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
    if (appRoot) appRoot.inert = true;
  }
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    layerCount -= 1;
    if (layerCount > 0) return;
    body.style.overflow = lockedStyles?.overflow ?? '';
    body.style.paddingRight = lockedStyles?.paddingRight ?? '';
    if (appRoot) appRoot.inert = false;
  };
}
