'use client';

import { useEffect, useState } from 'react';
import { GetBusinessStatusDocument } from '../../../graphql/generated/operations/get-business-status';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import { describeBusinessStatus, type BusinessStatusView } from '../utils/business-status';
import { readCompleteBusinessNumber } from '../utils/profile-form';

export type BusinessStatusLookup =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'found'; view: BusinessStatusView }
  | { kind: 'failed'; message: string };

/** Looks the number up at the 국세청 (getBusinessStatus) as soon as it is complete and valid. */
export function useBusinessStatus(businessNumber: string): BusinessStatusLookup {
  const { client } = useAuth();
  const digits = readCompleteBusinessNumber(businessNumber);
  const [answer, setAnswer] = useState<{ digits: string; lookup: BusinessStatusLookup } | null>(
    null,
  );

  useEffect(() => {
    if (!digits) return;
    let isCurrent = true;
    void client
      .requestField(GetBusinessStatusDocument, 'getBusinessStatus', { businessNumber: digits })
      .then((result) => {
        if (!isCurrent) return;
        setAnswer({
          digits,
          lookup: isGraphqlFailure(result)
            ? {
                kind: 'failed',
                message: '사업자 상태를 확인하지 못했습니다. 잠시 후 다시 시도해 주세요.',
              }
            : { kind: 'found', view: describeBusinessStatus(result) },
        });
      });
    return () => {
      isCurrent = false;
    };
  }, [client, digits]);

  if (!digits) return { kind: 'idle' };
  return answer?.digits === digits ? answer.lookup : { kind: 'checking' };
}
