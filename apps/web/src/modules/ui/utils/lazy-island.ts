import { lazy, type ComponentType } from 'react';

/**
 * A client island's code as React.lazy, with two guarantees the plain form lacks:
 * - with `isFetchedEarly`, the chunk is asked for as soon as this module runs in the browser
 *   (while the page hydrates), so an island the server rendered is usually hydrated before the
 *   session's first update reaches it (an island shown to everyone: the search bar);
 * - a chunk that still fails after one more try (offline, a page older than a deploy) renders
 *   `Fallback` instead of throwing: above the shell there is no error boundary, so a thrown lazy
 *   would replace the whole page with Next's error screen.
 */
export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback: ComponentType<P>,
  { isFetchedEarly }: { isFetchedEarly: boolean },
) {
  const early = isFetchedEarly && typeof window !== 'undefined' ? load() : null;
  // Handled here; the lazy below awaits the same promise.
  early?.catch(() => undefined);
  return lazy(async () => {
    try {
      return { default: await (early ?? load()) };
    } catch {
      try {
        return { default: await load() };
      } catch {
        return { default: Fallback };
      }
    }
  });
}
