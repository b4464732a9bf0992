'use client';

import { formatDate } from '@gongsa/domain';
import { useState } from 'react';
import { CompanyReviewDashboardDocument } from '../../../graphql/generated/operations/company-review-dashboard';
import { CompanyReviewsDocument } from '../../../graphql/generated/operations/company-reviews';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { ReviewAnswerNote } from '../../reviews/components/ReviewParts';
import { useAuth } from '../../session/hooks/useAuth';
import { Button } from '../../ui/components/Button';
import { useToast } from '../../ui/hooks/useToast';
import type { ReviewItem, ReviewPage } from '../utils/company-detail-types';
import { StarIcon } from './DetailIcons';
import { RatingSummary } from './RatingSummary';
import { SectionCard } from './SectionCard';
import { EmptyNote, SectionError, SectionSkeleton } from './SectionStatus';

export const REVIEW_PAGE_SIZE = 5;

function ReviewEntry({ review }: { review: ReviewItem }) {
  return (
    <li className="border-b border-gray-100 py-4 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-flex items-center gap-0.5">
            {[1, 2, 3, 4, 5].map((star) => (
              <StarIcon
                key={star}
                className={`size-4 ${star <= review.score ? 'text-accent-500' : 'text-gray-300'}`}
              />
            ))}
          </span>
          <span className="font-semibold text-gray-800">{review.score}점</span>
        </span>
        <span className="font-medium text-gray-700">{review.writerName}</span>
        <span className="text-gray-600">{formatDate(review.createdAt)}</span>
      </div>
      {review.announcementTitle ? (
        <p className="mt-1 text-sm text-gray-600">{review.announcementTitle}</p>
      ) : null}
      <p className="mt-2 text-[15px] leading-relaxed whitespace-pre-line text-gray-900">
        {review.context}
      </p>
      {review.answer ? <ReviewAnswerNote answer={review.answer} /> : null}
    </li>
  );
}

function ReviewList({ profileId, firstPage }: { profileId: string; firstPage: ReviewPage }) {
  const { client } = useAuth();
  const showToast = useToast();
  const [reviews, setReviews] = useState(firstPage.nodes);
  const [pageInfo, setPageInfo] = useState(firstPage.pageInfo);
  const [isLoadingMore, setIsLoadingMore] = useState(false);

  async function loadMore() {
    setIsLoadingMore(true);
    const result = await client.requestField(CompanyReviewsDocument, 'enterpriseReviews', {
      profileId,
      paging: { first: REVIEW_PAGE_SIZE, after: pageInfo.endCursor },
    });
    setIsLoadingMore(false);
    if (isGraphqlFailure(result)) {
      showToast(result.message, 'error');
      return;
    }
    setReviews((previous) => [...previous, ...result.nodes]);
    setPageInfo(result.pageInfo);
  }

  if (reviews.length === 0) return <EmptyNote>아직 받은 리뷰가 없습니다.</EmptyNote>;
  return (
    <div>
      <ul
        aria-label={`리뷰 ${firstPage.totalCount.toLocaleString('ko-KR')}개 중 ${reviews.length}개`}
      >
        {reviews.map((review) => (
          <ReviewEntry key={review.id} review={review} />
        ))}
      </ul>
      {pageInfo.hasNextPage ? (
        <Button
          variant="outline"
          className="mt-3 w-full"
          onClick={() => void loadMore()}
          disabled={isLoadingMore}
          aria-busy={isLoadingMore}
        >
          {isLoadingMore ? '불러오는 중…' : '리뷰 더 보기'}
        </Button>
      ) : null}
    </div>
  );
}

export function ReviewSection({ profileId }: { profileId: string }) {
  const dashboard = useGraphqlQuery(
    CompanyReviewDashboardDocument,
    { profileId },
    { field: 'reviewDashboard' },
  );
  const reviews = useGraphqlQuery(
    CompanyReviewsDocument,
    {
      profileId,
      paging: { first: REVIEW_PAGE_SIZE },
    },
    { field: 'enterpriseReviews' },
  );
  return (
    <SectionCard id="reviews" title="리뷰">
      <div className="space-y-5">
        {dashboard.state.status === 'loading' ? <SectionSkeleton lines={5} /> : null}
        {dashboard.state.status === 'failed' ? (
          <SectionError message={dashboard.state.failure.message} onRetry={dashboard.retry} />
        ) : null}
        {dashboard.state.status === 'loaded' ? (
          <RatingSummary dashboard={dashboard.state.data} />
        ) : null}
        <div className="border-t border-gray-100 pt-2">
          {reviews.state.status === 'loading' ? <SectionSkeleton /> : null}
          {reviews.state.status === 'failed' ? (
            <SectionError message={reviews.state.failure.message} onRetry={reviews.retry} />
          ) : null}
          {reviews.state.status === 'loaded' ? (
            <ReviewList profileId={profileId} firstPage={reviews.state.data} />
          ) : null}
        </div>
      </div>
    </SectionCard>
  );
}
