'use client';

import { RecommendedCompaniesDocument } from '../../../graphql/generated/operations/recommended-companies';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { HomeCompanyList } from './HomeCompanyList';

/** How many recommendations the home page shows a member. */
const HOME_RECOMMENDATION_COUNT = 4;

/**
 * A member's own recommendations (recommendEnterprises) on the home page: nothing while they
 * load, fail or are empty — the page has other blocks, and an error box here would say little.
 */
export function MemberRecommendations() {
  const { state } = useGraphqlQuery(
    RecommendedCompaniesDocument,
    { first: HOME_RECOMMENDATION_COUNT },
    { field: 'recommendEnterprises', isMemberOnly: true },
  );
  if (state.status !== 'loaded') return null;
  return (
    <HomeCompanyList
      companies={state.data}
      description="내 프로필의 업종·지역과 활동을 바탕으로 골랐어요"
    />
  );
}
