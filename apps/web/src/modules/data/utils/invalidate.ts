import { mutate } from 'swr';
import { isKeyOfOperations } from './query-key';

/**
 * Asks every query and list of the named operations on screen again, whatever its variables; the
 * data shown stays until the answers arrive. Queries not on screen ask anyway when they mount.
 */
export async function invalidateOperations(operationNames: readonly string[]): Promise<void> {
  await mutate((key) => isKeyOfOperations(key, operationNames));
}
