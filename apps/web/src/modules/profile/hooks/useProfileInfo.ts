'use client';

import { useEffect, useState } from 'react';
import type { ProfileType } from '../../../graphql/generated/graphql';
import { MyCompanyInfoDocument } from '../../../graphql/generated/operations/my-company-info';
import { MyConsumerInfoDocument } from '../../../graphql/generated/operations/my-consumer-info';
import { MyEngineerInfoDocument } from '../../../graphql/generated/operations/my-engineer-info';
import type { GraphqlClient } from '../../graphql/utils/graphql-client';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import type { CompanyInfoLike } from '../utils/profile-form';

export type ProfileInfoState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; info: CompanyInfoLike | null };

/** One query per profile type: each selects only its own branch of the info union. */
function requestInfo(client: GraphqlClient, type: ProfileType) {
  switch (type) {
    case 'CONSUMER':
      return client.requestField(MyConsumerInfoDocument, 'me');
    case 'ENGINEER':
      return client.requestField(MyEngineerInfoDocument, 'me');
    default:
      return client.requestField(MyCompanyInfoDocument, 'me');
  }
}

/** The profile's info; waits (loading) while the type is not known yet (null). */
export function useProfileInfo(type: ProfileType | null, attempt: number): ProfileInfoState {
  const { client } = useAuth();
  const [state, setState] = useState<ProfileInfoState>({ status: 'loading' });
  useEffect(() => {
    if (type === null) return;
    let isCurrent = true;
    void requestInfo(client, type).then((result) => {
      if (!isCurrent) return;
      if (isGraphqlFailure(result)) {
        setState({ status: 'failed', message: result.message });
        return;
      }
      const info = result?.profile?.info ?? null;
      setState({ status: 'loaded', info: info as CompanyInfoLike | null });
    });
    return () => {
      isCurrent = false;
    };
  }, [client, type, attempt]);
  return state;
}
