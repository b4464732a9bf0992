import { lazy, type ComponentType } from 'react';

/**
 * A client island's code as React.lazy, with three guarantees the plain form lacks:
 * - with `isFetchedEarly`, the chunk is asked for as soon as this module runs (in the browser while
 *   the page hydrates), so an island the server rendered is usually hydrated before the session's
 *   first update reaches it (an island shown to everyone: the search bar);
 * - code that has already come is rendered in the same pass instead of suspending for a turn: a
 *   Suspense boundary that suspends while the server renders is sent after the page's shell and
 *   revealed later (ADR 0017 §4), so on the server an early-fetched island renders in place;
 * - a chunk that still fails after one more try (offline, a page older than a deploy) renders
 *   `Fallback` instead of throwing: above the shell there is no error boundary, so a thrown lazy
 *   would replace the whole page with Next's error screen.
 */
export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback: ComponentType<P>,
  { isFetchedEarly }: { isFetchedEarly: boolean },
) {
  let loaded: { default: ComponentType<P> } | null = null;
  const remember = (component: ComponentType<P>) => {
    loaded = { default: component };
    return loaded;
  };
  const early = isFetchedEarly ? load().then(remember) : null;
  // Handled here; the lazy below awaits the same promise.
  early?.catch(() => undefined);
  return lazy(() => {
    // React settles a lazy whose thenable calls back at once without suspending.
    if (loaded) {
      const settled = loaded;
      return { then: (resolve: (value: typeof settled) => void) => resolve(settled) } as Promise<
        typeof settled
      >;
    }
    return (async () => {
      try {
        return await (early ?? load().then(remember));
      } catch {
        try {
          return remember(await load());
        } catch {
          return { default: Fallback };
        }
      }
    })();
  });
}
