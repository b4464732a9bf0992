'use client';

import { RecommendedCompaniesDocument } from '../../../graphql/generated/operations/recommended-companies';
import { CompanyCard } from '../../company/components/CompanyCard';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { CardListSkeleton, ListError } from '../../my-companies/components/ListStates';
import { ButtonLink } from '../../ui/components/Button';

/** How many recommendations the page asks for. */
export const RECOMMENDATION_COUNT = 12;

function EmptyRecommendations() {
  return (
    <section
      aria-labelledby="recommendation-empty-title"
      className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center"
    >
      <h2 id="recommendation-empty-title" className="text-lg font-bold text-gray-900">
        아직 추천할 업체를 찾지 못했어요
      </h2>
      <p className="mt-2 max-w-md text-[15px] leading-relaxed text-gray-600">
        프로필에 업종과 지역을 입력하면 더 잘 맞는 업체를 추천해 드려요
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <ButtonLink href="/myPage/profile">프로필 입력하기</ButtonLink>
        <ButtonLink href="/company" variant="outline">
          전체 업체 보기
        </ButtonLink>
      </div>
    </section>
  );
}

/** /recommendation: companies matched to the user's trades, region and activity, each with why. */
export function RecommendationPage() {
  const { state: load, retry } = useGraphqlQuery(
    RecommendedCompaniesDocument,
    { first: RECOMMENDATION_COUNT },
    { field: 'recommendEnterprises', isMemberOnly: true },
  );

  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-6 desktop:px-6 desktop:py-10">
      <h1 className="text-xl font-extrabold text-gray-900 desktop:text-2xl">추천 업체</h1>
      <p className="mt-1 text-[15px] text-gray-600">
        내 프로필의 업종·지역과 활동을 바탕으로 골랐어요.
      </p>
      <div className="mt-6">
        {load.status === 'loading' ? (
          <CardListSkeleton count={6} label="추천 업체를 불러오는 중입니다" />
        ) : load.status === 'failed' ? (
          <ListError message={load.failure.message} onRetry={retry} />
        ) : load.data.length === 0 ? (
          <EmptyRecommendations />
        ) : (
          <ul className="grid gap-4 desktop:grid-cols-2" aria-label="추천 업체 목록">
            {load.data.map((recommendation) => (
              <li key={recommendation.profile.id}>
                <CompanyCard
                  profile={recommendation.profile}
                  reason={recommendation.reason}
                  headingLevel={2}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
