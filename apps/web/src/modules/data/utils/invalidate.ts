import { mutate } from 'swr';
import { isKeyOfOperations } from './query-key';

type Revalidate = () => Promise<unknown>;

/**
 * Cursor lists on screen, by operation name. SWR's key filter skips its infinite keys, so a list
 * registers here to be asked again with the plain queries of its operation.
 */
const mountedLists = new Map<string, Set<Revalidate>>();

export function registerMountedList(operationName: string, revalidate: Revalidate): () => void {
  const lists = mountedLists.get(operationName) ?? new Set<Revalidate>();
  mountedLists.set(operationName, lists);
  lists.add(revalidate);
  return () => {
    lists.delete(revalidate);
  };
}

/**
 * Asks every query and list of the named operations on screen again, whatever its variables; the
 * data shown stays until the answers arrive. Queries not on screen ask anyway when they mount.
 */
export async function invalidateOperations(operationNames: readonly string[]): Promise<void> {
  const lists = operationNames.flatMap((name) => [...(mountedLists.get(name) ?? [])]);
  await Promise.all([
    mutate((key) => isKeyOfOperations(key, operationNames)),
    ...lists.map((revalidate) => revalidate()),
  ]);
}
