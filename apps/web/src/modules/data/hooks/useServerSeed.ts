'use client';

import { useState } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import type { QueryKey } from '../utils/query-key';
import { isSameVariables, type ServerAnswer } from '../utils/server-answer';

/** What the cache holds for an answer (a list keeps its pages); made once per answer. */
const seedValues = new WeakMap<object, unknown>();

function readSeedValue<TResult, TValue>(
  answer: ServerAnswer<TResult, unknown>,
  toValue: (data: TResult) => TValue,
): TValue {
  if (!seedValues.has(answer)) seedValues.set(answer, toValue(answer.data));
  return seedValues.get(answer) as TValue;
}

/**
 * A server's answer as this mount's own answer (docs/adr/0017-server-first-view.md). Before the
 * stored session is read it is what the page shows, so the first render matches the server's HTML.
 * After that it serves only a visitor (`guest`; a member's answer differs and is asked as before),
 * only for the variables it was asked with, and only for the one key it was seeded for: it is
 * written to the cache as that key's answer, so useMountAnswer counts it as this mount's own and
 * reload, update and invalidation work on it as on any answer. Once the key changes, the answer is
 * spent (coming back to the key asks the network, SPEC §7). Returns the value to show as this
 * mount's answer and whether the key is the seeded one (which must not ask again on mount).
 */
export function useServerSeed<TResult, TValue>(
  serverAnswer: ServerAnswer<TResult, unknown> | null | undefined,
  { isHydrated, key }: { isHydrated: boolean; key: QueryKey | null },
  toValue: (data: TResult) => TValue,
): { seed: TValue | undefined; isSeedKey: boolean } {
  const { cache } = useSWRConfig();
  const [spent] = useState(() => new WeakSet<object>());
  const [seeded, setSeeded] = useState<{ answer: object; keyId: string } | null>(null);
  if (!serverAnswer) return { seed: undefined, isSeedKey: false };
  if (!isHydrated) return { seed: readSeedValue(serverAnswer, toValue), isSeedKey: false };
  const keyId = key && JSON.stringify(key);
  if (seeded && seeded.keyId !== keyId) {
    spent.add(seeded.answer);
    setSeeded(null);
  }
  const isUsable =
    key !== null &&
    key[2] === 'guest' &&
    !spent.has(serverAnswer) &&
    isSameVariables(key[1], serverAnswer.variables);
  if (!isUsable || keyId === null) return { seed: undefined, isSeedKey: false };
  const value = readSeedValue(serverAnswer, toValue);
  if (seeded?.answer !== serverAnswer || seeded.keyId !== keyId) {
    // Written before useSWR reads the key in this render, without telling other readers: no
    // other component shows this key yet, and the answer is this page load's own (an earlier
    // mount's answer or error for the key is replaced; useSWR records the key itself on mount).
    cache.set(unstable_serialize(key), { data: value });
    setSeeded({ answer: serverAnswer, keyId });
  }
  return { seed: value, isSeedKey: true };
}
