'use client';

import { useEffect, useState } from 'react';
import { CompanySigunguListDocument } from '../../../graphql/generated/operations/company-sigungu-list';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import { formatLocation } from '../utils/company-locations';

export type District = { location: string; label: string };

export type SigunguListState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; districts: District[] };

/** The 시/군/구 of a 시/도 as location filter values ('서울특별시 강남구'). */
export function useSigunguList(si: string) {
  const { client } = useAuth();
  const [attempt, setAttempt] = useState(0);
  const [stored, setStored] = useState<{ id: string; state: SigunguListState } | null>(null);
  const requestId = `${si}|${attempt}`;

  useEffect(() => {
    if (!si) return;
    let isCurrent = true;
    void client.requestField(CompanySigunguListDocument, 'sigunguList', { si }).then((result) => {
      if (!isCurrent) return;
      setStored({
        id: requestId,
        state: isGraphqlFailure(result)
          ? { status: 'failed', message: result.message }
          : {
              status: 'loaded',
              districts: result
                .filter((region) => region.gungu)
                .map((region) => ({
                  location: formatLocation(region.si, region.gungu),
                  label: region.gungu ?? region.si,
                }))
                // 세종 has one district named after the 시/도; '전체' already covers it.
                .filter((district) => district.location !== si),
            },
      });
    });
    return () => {
      isCurrent = false;
    };
  }, [client, si, requestId]);

  const state: SigunguListState = !si
    ? { status: 'idle' }
    : stored?.id === requestId
      ? stored.state
      : { status: 'loading' };
  return { state, retry: () => setAttempt((value) => value + 1) };
}
