'use client';

import { formatDate, REVIEW_STATE_LABELS } from '@gongsa/domain';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import type {
  MyReceivedReviewsQuery,
  MyReviewRowFragment,
  MyWrittenReviewsQuery,
  ReviewAnswerFieldsFragment,
} from '../../../graphql/generated/graphql';
import { MyReceivedReviewsDocument } from '../../../graphql/generated/operations/my-received-reviews';
import { MyReviewDashboardDocument } from '../../../graphql/generated/operations/my-review-dashboard';
import { MyWrittenReviewsDocument } from '../../../graphql/generated/operations/my-written-reviews';
import { RatingSummary } from '../../company-detail/components/RatingSummary';
import { useGraphqlInfinite } from '../../data/hooks/useGraphqlInfinite';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import {
  CardListSkeleton,
  ListError,
  PagedRowList,
} from '../../my-companies/components/ListStates';
import { MyListFrame } from '../../my-companies/components/MyListFrame';
import { toMyListPaging, type MyListPage } from '../../my-companies/utils/my-list';
import { useAccount } from '../../session/hooks/useAccount';
import { InfoIcon } from '../../ui/components/icons';
import { Skeleton } from '../../ui/components/Skeleton';
import { UrlTabs } from '../../ui/components/UrlTabs';
import {
  buildReviewHref,
  buildReviewRequestHref,
  readReviewTab,
  REVIEW_TABS,
  type ReviewTab,
} from '../utils/review-tabs';
import { ReviewAnswerForm } from './ReviewAnswerForm';
import { ReviewAnswerNote, ReviewStars } from './ReviewParts';

/** 평점 요약 of my company: the figures its public page shows, counted from 받은 리뷰. */
function MyRatingSummary() {
  const { state, retry } = useGraphqlQuery(
    MyReviewDashboardDocument,
    {},
    { field: 'myReviewDashboard', isMemberOnly: true },
  );
  return (
    <section
      aria-labelledby="my-rating-heading"
      className="rounded-2xl border border-gray-200 bg-white p-5 desktop:p-6"
      data-testid="my-rating-summary"
    >
      <h2 id="my-rating-heading" className="mb-4 text-[15px] font-bold text-gray-900">
        내 업체 평점
      </h2>
      {state.status === 'loading' ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">평점을 불러오는 중입니다</span>
          <Skeleton className="h-10 w-24" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
        </div>
      ) : null}
      {state.status === 'failed' ? (
        <ListError message={state.failure.message} onRetry={retry} />
      ) : null}
      {state.status === 'loaded' ? <RatingSummary dashboard={state.data} /> : null}
    </section>
  );
}

type ReviewRowProps = {
  review: MyReviewRowFragment;
  tab: ReviewTab;
  /** 작성한 리뷰: the company reviewed. */
  company?: { id: string; name: string };
  onAnswered?: (answer: ReviewAnswerFieldsFragment) => void;
};

function ReviewRow({ review, tab, company, onAnswered }: ReviewRowProps) {
  return (
    <li className="px-4 py-5 desktop:px-5" data-testid="my-review-row">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <ReviewStars score={review.score} />
        {company ? (
          <Link
            href={`/company/${company.id}`}
            className="inline-flex min-h-11 items-center font-semibold text-gray-900 underline decoration-gray-300 underline-offset-2 hover:decoration-gray-900 desktop:min-h-0"
          >
            {company.name}
          </Link>
        ) : (
          <span className="font-medium text-gray-700">{review.writerName}</span>
        )}
        <span className="text-gray-600">
          <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time> 작성
        </span>
        {review.state !== 'VISIBLE' ? (
          <span className="rounded-md bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">
            {REVIEW_STATE_LABELS[review.state]} · 나에게만 보여요
          </span>
        ) : null}
      </p>
      <p className="mt-1 text-sm text-gray-600">
        견적 요청{' '}
        {review.announcementId ? (
          <Link
            href={buildReviewRequestHref(review.announcementId, tab)}
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 desktop:min-h-0"
          >
            {review.announcementTitle ?? '견적 요청 보기'}
          </Link>
        ) : (
          <span>삭제된 견적 요청</span>
        )}
      </p>
      <p className="mt-2 text-[15px] leading-relaxed whitespace-pre-line text-gray-900">
        {review.context}
      </p>
      {review.answer ? (
        <ReviewAnswerNote answer={review.answer} />
      ) : onAnswered ? (
        <ReviewAnswerForm reviewId={review.id} onAnswered={onAnswered} />
      ) : null}
    </li>
  );
}

const LIST_CLASS = 'divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white';

type ReceivedPage = MyReceivedReviewsQuery['receivedReviews'];

function setAnswer<TPage extends MyListPage<MyReviewRowFragment>>(
  pages: readonly TPage[],
  reviewId: string,
  answer: ReviewAnswerFieldsFragment,
): TPage[] {
  return pages.map((page) => ({
    ...page,
    nodes: page.nodes.map((node) => (node.id === reviewId ? { ...node, answer } : node)),
  }));
}

function ReceivedReviewList() {
  const paged = useGraphqlInfinite(
    MyReceivedReviewsDocument,
    (after) => ({ paging: toMyListPaging(after) }),
    { isMemberOnly: true, selectPage: (data): ReceivedPage => data.receivedReviews },
  );
  const { updatePages } = paged;
  return (
    <PagedRowList
      paged={paged}
      loadingLabel="받은 리뷰를 불러오는 중입니다"
      skeletonCount={3}
      empty={{
        title: '아직 받은 리뷰가 없어요',
        description:
          '견적 요청에 선정되어 공사를 마치면 고객이 리뷰를 남길 수 있어요. 받은 리뷰에는 한 번 답변할 수 있어요.',
        action: { href: '/bid', label: '견적 요청 둘러보기' },
      }}
      listClassName={LIST_CLASS}
      listLabel="받은 리뷰"
      renderRow={(review) => (
        <ReviewRow
          key={review.id}
          review={review}
          tab="received"
          onAnswered={(answer) => updatePages((pages) => setAnswer(pages, review.id, answer))}
        />
      )}
    />
  );
}

function WrittenReviewList() {
  const paged = useGraphqlInfinite(
    MyWrittenReviewsDocument,
    (after) => ({ paging: toMyListPaging(after) }),
    {
      isMemberOnly: true,
      selectPage: (data): MyWrittenReviewsQuery['myWriteReviews'] => data.myWriteReviews,
    },
  );
  return (
    <PagedRowList
      paged={paged}
      loadingLabel="작성한 리뷰를 불러오는 중입니다"
      skeletonCount={3}
      empty={{
        title: '작성한 리뷰가 없어요',
        description: '내 견적 요청에서 선정한 업체의 공사가 끝나면 리뷰를 남길 수 있어요.',
        action: { href: '/myBid', label: '내 견적 요청 보기' },
      }}
      listClassName={LIST_CLASS}
      listLabel="작성한 리뷰"
      renderRow={(review) => (
        <ReviewRow
          key={review.id}
          review={review}
          tab="written"
          company={{
            id: review.profile.id,
            name: review.profile.companyName?.trim() || review.profile.uniqueId,
          }}
        />
      )}
    />
  );
}

/**
 * /myPage/review: a company's rating summary, then 받은 리뷰 (each answerable once) and 작성한
 * 리뷰 as tabs in the URL. A consumer receives no reviews: they see what they wrote, and why.
 */
export function MyReviewPage() {
  const { me } = useAccount();
  const searchParams = useSearchParams();
  const isConsumer = me?.profile?.type === 'CONSUMER';
  const tab = readReviewTab(searchParams.get('tab'), isConsumer);

  let content;
  if (!me) {
    content = <CardListSkeleton count={3} label="리뷰를 불러오는 중입니다" />;
  } else if (isConsumer) {
    content = (
      <>
        <p className="mb-5 flex items-start gap-2 rounded-xl border border-gray-200 bg-white px-4 py-3 text-sm text-gray-700">
          <InfoIcon className="mt-0.5 size-4 shrink-0 text-brand-600" />
          리뷰는 업체가 받아요. 의뢰인 회원은 선정한 업체에 남긴 리뷰와 업체의 답변을 여기에서 볼 수
          있어요.
        </p>
        <h2 className="mb-3 text-[15px] font-bold text-gray-900">작성한 리뷰</h2>
        <WrittenReviewList />
      </>
    );
  } else {
    content = (
      <>
        <MyRatingSummary />
        <UrlTabs label="리뷰 구분" tabs={REVIEW_TABS} selected={tab} hrefOf={buildReviewHref}>
          {tab === 'received' ? <ReceivedReviewList /> : <WrittenReviewList />}
        </UrlTabs>
      </>
    );
  }

  return (
    <MyListFrame
      title="리뷰"
      description={
        isConsumer
          ? '내가 작성한 리뷰를 모아 보여 드려요.'
          : '내 업체가 받은 리뷰와 평점, 내가 작성한 리뷰를 확인할 수 있어요.'
      }
    >
      {content}
    </MyListFrame>
  );
}
