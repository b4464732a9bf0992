'use client';

import { withJosa } from '@gongsa/domain';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useState, type ReactNode } from 'react';
import type {
  MyBidAnnouncementQuery,
  MyBidApplyRowFragment,
} from '../../../graphql/generated/graphql';
import { MyBidAnnouncementDocument } from '../../../graphql/generated/operations/my-bid-announcement';
import { MyBidAppliesDocument } from '../../../graphql/generated/operations/my-bid-applies';
import { MyBidCancelAnnouncementDocument } from '../../../graphql/generated/operations/my-bid-cancel-announcement';
import { MyBidCompleteAnnouncementDocument } from '../../../graphql/generated/operations/my-bid-complete-announcement';
import { MyBidDeleteAnnouncementDocument } from '../../../graphql/generated/operations/my-bid-delete-announcement';
import { MyBidReCreateAnnouncementDocument } from '../../../graphql/generated/operations/my-bid-re-create-announcement';
import { MyBidSelectApplyDocument } from '../../../graphql/generated/operations/my-bid-select-apply';
import { FORBIDDEN_CODE, isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { refreshMyBidNotice } from '../../my-bid-applies/hooks/useMyBidDot';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { ListError } from '../../my-companies/components/ListStates';
import { useAuth } from '../../session/hooks/useAuth';
import { ButtonLink } from '../../ui/components/Button';
import { ChevronRightIcon } from '../../ui/components/icons';
import { Skeleton } from '../../ui/components/Skeleton';
import { useDialog } from '../../ui/hooks/useDialog';
import { useToast } from '../../ui/hooks/useToast';
import { buildDraftResumeHref, buildMyBidHref } from '../utils/my-bid-tabs';
import { readCompanyName } from '../utils/company-name';
import { describeOwnerActions } from '../utils/owner-actions';
import { AnnouncementOverview, type OwnerAction } from './AnnouncementOverview';
import { ApplicantComparison } from './ApplicantComparison';
import { ApplyDetailDialog } from './ApplyDetailDialog';
import { SelectedApplyReview } from './SelectedApplyReview';
import { SentInvitations } from './SentInvitations';

type Announcement = MyBidAnnouncementQuery['announcement'];

const NOT_FOUND_CODE = 'NOT_FOUND';
const BAD_USER_INPUT_CODE = 'BAD_USER_INPUT';
/** How many applicants the comparison reads at once (the API's page maximum). */
const COMPARED_APPLIES_MAX = 100;
const FORBIDDEN_MESSAGE = '내 견적 요청만 볼 수 있어요.';

function DetailSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">견적 요청을 불러오는 중입니다</span>
      <Skeleton className="h-5 w-32" />
      <Skeleton className="mt-3 h-8 w-72 max-w-full" />
      <Skeleton className="mt-4 h-28 w-full rounded-2xl" />
      <Skeleton className="mt-8 h-6 w-40" />
      <Skeleton className="mt-3 h-48 w-full rounded-2xl" />
    </div>
  );
}

function BlockedNotice({
  title,
  description,
  publicHref,
}: {
  title: string;
  description: string;
  publicHref?: string;
}) {
  return (
    <section
      aria-labelledby="my-bid-blocked-heading"
      className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center"
    >
      <h1 id="my-bid-blocked-heading" className="text-lg font-bold text-gray-900">
        {title}
      </h1>
      <p className="mt-2 max-w-md text-[15px] text-gray-600">{description}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        {publicHref ? (
          <ButtonLink href={publicHref} variant="outline">
            공고 보기
          </ButtonLink>
        ) : null}
        <ButtonLink href={buildMyBidHref('1')}>내 견적 요청 목록으로</ButtonLink>
      </div>
    </section>
  );
}

type OwnerViewProps = {
  announcement: Announcement;
  onAnnouncementChanged: () => void;
};

function OwnerView({ announcement, onAnnouncementChanged }: OwnerViewProps) {
  const { client } = useAuth();
  const router = useRouter();
  const dialog = useDialog();
  const showToast = useToast();
  const [openApply, setOpenApply] = useState<MyBidApplyRowFragment | null>(null);
  const [busyAction, setBusyAction] = useState<OwnerAction | 'select' | 'complete' | null>(null);
  const actions = describeOwnerActions(announcement);

  const applies = useGraphqlQuery(
    MyBidAppliesDocument,
    { announcementId: announcement.id, paging: { first: COMPARED_APPLIES_MAX } },
    { field: 'announcementApplies', isMemberOnly: true },
  );
  const { update: updateApplies, reload: reloadApplies } = applies;

  const markChecked = useCallback(
    (applyId: string) => {
      updateApplies((current) => ({
        ...current,
        nodes: current.nodes.map((node) =>
          node.id === applyId ? { ...node, hasChecked: true } : node,
        ),
      }));
      // The last unchecked apply may have been the reason for the '내 입찰' red dot.
      refreshMyBidNotice();
    },
    [updateApplies],
  );

  async function selectApply(apply: MyBidApplyRowFragment) {
    setOpenApply(null);
    const name = readCompanyName(apply.profile);
    const isConfirmed = await dialog.confirm({
      title: `${withJosa(name, '을/를')} 선정할까요?`,
      message: '다른 지원자에게는 미선정 알림이 갑니다.',
      confirmLabel: '선정하기',
    });
    if (!isConfirmed) return;
    setBusyAction('select');
    const result = await client.requestField(
      MyBidSelectApplyDocument,
      'selectedAnnouncementApply',
      { id: apply.id },
    );
    setBusyAction(null);
    if (isGraphqlFailure(result)) {
      showToast(result.message);
      return;
    }
    showToast(`${withJosa(name, '을/를')} 선정했어요.`);
    onAnnouncementChanged();
    reloadApplies();
  }

  /** 공사 완료 (ADR 0027): reviews open and the company is asked to confirm. */
  async function completeAnnouncement() {
    const isConfirmed = await dialog.confirm({
      title: '공사가 끝났나요?',
      message: '공사 완료로 바꾸면 리뷰를 쓸 수 있고, 선정한 업체에 완료 확인을 요청해요.',
      confirmLabel: '공사 완료',
    });
    if (!isConfirmed) return;
    setBusyAction('complete');
    const result = await client.requestField(
      MyBidCompleteAnnouncementDocument,
      'completeAnnouncement',
      { id: announcement.id },
    );
    setBusyAction(null);
    if (isGraphqlFailure(result)) {
      showToast(result.message);
      return;
    }
    showToast('공사 완료로 바꿨어요.');
    onAnnouncementChanged();
    reloadApplies();
  }

  async function runOwnerAction(action: OwnerAction) {
    const requests = {
      delete: {
        title: '견적 요청을 삭제할까요?',
        message: '삭제한 견적 요청은 되돌릴 수 없어요.',
        confirmLabel: '삭제',
        isDestructive: true,
      },
      cancel: {
        title: '모집을 취소할까요?',
        message: '지원한 업체에 취소 알림이 가고, 더 이상 지원받거나 선정할 수 없어요.',
        confirmLabel: '모집 취소',
        isDestructive: true,
      },
      reCreate: {
        title: '같은 내용으로 다시 올릴까요?',
        message: '내용을 복사한 새 임시 저장본을 만들고 작성 화면으로 이동해요.',
        confirmLabel: '다시 올리기',
      },
    } as const;
    const isConfirmed = await dialog.confirm(requests[action]);
    if (!isConfirmed) return;
    setBusyAction(action);
    if (action === 'delete') {
      const result = await client.requestField(
        MyBidDeleteAnnouncementDocument,
        'deleteAnnouncement',
        { id: announcement.id },
      );
      setBusyAction(null);
      if (isGraphqlFailure(result)) {
        showToast(result.message);
        return;
      }
      showToast('견적 요청을 삭제했어요.');
      router.replace(buildMyBidHref('1'));
      return;
    }
    if (action === 'cancel') {
      const result = await client.requestField(
        MyBidCancelAnnouncementDocument,
        'cancelAnnouncement',
        { id: announcement.id },
      );
      setBusyAction(null);
      if (isGraphqlFailure(result)) {
        showToast(result.message);
        return;
      }
      showToast('모집을 취소했어요.');
      onAnnouncementChanged();
      reloadApplies();
      return;
    }
    const result = await client.requestField(
      MyBidReCreateAnnouncementDocument,
      'reCreateAnnouncement',
      { id: announcement.id },
    );
    setBusyAction(null);
    if (isGraphqlFailure(result)) {
      showToast(result.message);
      return;
    }
    router.push(buildDraftResumeHref(result.id));
  }

  const selectedApply =
    applies.state.status === 'loaded'
      ? applies.state.data.nodes.find((node) => node.state === 'SELECTED')
      : undefined;

  return (
    <>
      <AnnouncementOverview
        announcement={announcement}
        actions={actions}
        busyAction={busyAction === 'select' || busyAction === 'complete' ? null : busyAction}
        onAction={(action) => void runOwnerAction(action)}
      />

      {selectedApply ? (
        <SelectedApplyReview
          apply={selectedApply}
          announcement={announcement}
          isCompleting={busyAction === 'complete'}
          onComplete={() => void completeAnnouncement()}
          onReviewWritten={(review) =>
            updateApplies((current) => ({
              ...current,
              nodes: current.nodes.map((node) =>
                node.id === selectedApply.id ? { ...node, review, canReview: false } : node,
              ),
            }))
          }
        />
      ) : null}

      <section aria-labelledby="applicants-heading" className="mt-10">
        <h2 id="applicants-heading" className="text-lg font-bold text-gray-900">
          지원자 비교
          {applies.state.status === 'loaded' ? (
            <span className="ml-1.5 text-brand-700">{applies.state.data.totalCount}</span>
          ) : null}
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          견적 금액·평점·거리를 나란히 비교하고, ‘견적 보기’에서 담당자 연락처와 견적 파일을
          확인하세요.
        </p>
        <div className="mt-4">
          {applies.state.status === 'loading' ? (
            <div role="status">
              <span className="sr-only">지원자를 불러오는 중입니다</span>
              <Skeleton className="h-48 w-full rounded-2xl" />
            </div>
          ) : null}
          {applies.state.status === 'failed' ? (
            <ListError
              message={
                applies.state.failure.code === FORBIDDEN_CODE
                  ? FORBIDDEN_MESSAGE
                  : applies.state.failure.message
              }
              onRetry={applies.retry}
            />
          ) : null}
          {applies.state.status === 'loaded' && applies.state.data.nodes.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-5 py-8 text-center text-[15px] text-gray-600">
              {announcement.state === 'RECRUITING'
                ? '아직 지원한 업체가 없어요. 업체가 견적을 보내면 알림으로 알려 드릴게요.'
                : '지원한 업체가 없어요.'}
            </p>
          ) : null}
          {applies.state.status === 'loaded' && applies.state.data.nodes.length > 0 ? (
            <>
              <ApplicantComparison applies={applies.state.data.nodes} onOpen={setOpenApply} />
              {applies.state.data.pageInfo.hasNextPage ? (
                <p className="mt-3 text-sm text-gray-600">
                  지원자가 많아 최근 {COMPARED_APPLIES_MAX}곳만 비교하고 있어요.
                </p>
              ) : null}
            </>
          ) : null}
        </div>
      </section>

      <SentInvitations announcementId={announcement.id} />

      {openApply ? (
        <ApplyDetailDialog
          apply={openApply}
          canSelect={actions.canSelect && busyAction === null}
          onChecked={markChecked}
          onSelect={(apply) => void selectApply(apply)}
          onClose={() => setOpenApply(null)}
        />
      ) : null}
    </>
  );
}

/**
 * /myBid/detail/{id}: the owner's desk for one estimate request — its state and deadlines, the
 * applicants compared side by side, selection, the review of the chosen company, the companies
 * invited, and cancel / delete / re-post.
 */
export function MyBidDetailPage({ id }: { id: string }) {
  const {
    state: data,
    reload,
    retry,
  } = useGraphqlQuery(
    MyBidAnnouncementDocument,
    { id },
    { field: 'announcement', isMemberOnly: true },
  );

  let content: ReactNode;
  if (data.status === 'loading') {
    content = <DetailSkeleton />;
  } else if (data.status === 'failed') {
    // A malformed id (the server's layout turns it into a 404 first) and an unknown one are both
    // "not there": a retry could never help, the way back to the list can.
    if (data.failure.code === NOT_FOUND_CODE || data.failure.code === BAD_USER_INPUT_CODE) {
      content = (
        <BlockedNotice
          title="견적 요청을 찾을 수 없어요"
          description="삭제되었거나 주소가 잘못되었어요."
        />
      );
    } else if (data.failure.code === FORBIDDEN_CODE) {
      content = (
        <BlockedNotice
          title={FORBIDDEN_MESSAGE}
          description="다른 회원이 올린 견적 요청의 지원자는 볼 수 없어요."
          publicHref={`/bid/${id}`}
        />
      );
    } else {
      content = <ListError message={data.failure.message} onRetry={retry} />;
    }
  } else if (!data.data.isMine) {
    content = (
      <BlockedNotice
        title={FORBIDDEN_MESSAGE}
        description="다른 회원이 올린 견적 요청의 지원자는 볼 수 없어요."
        publicHref={`/bid/${data.data.id}`}
      />
    );
  } else {
    content = <OwnerView announcement={data.data} onAnnouncementChanged={reload} />;
  }

  return (
    <div className="mx-auto w-full max-w-[1080px] px-4 py-6 desktop:px-6 desktop:py-10">
      <nav aria-label="이동 경로" className="mb-4 text-sm">
        <ol className="flex items-center gap-1 text-gray-600">
          <li>
            <Link href={buildMyBidHref('1')} className="hover:text-gray-900 hover:underline">
              내 견적 요청
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRightIcon className="size-4" />
          </li>
          <li aria-current="page" className="font-medium text-gray-900">
            상세
          </li>
        </ol>
      </nav>
      {content}
    </div>
  );
}
