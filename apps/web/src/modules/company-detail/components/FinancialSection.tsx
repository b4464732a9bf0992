'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { CompanyFinancialDocument } from '../../../graphql/generated/operations/company-financial';
import { CompanyFinancialFreeDocument } from '../../../graphql/generated/operations/company-financial-free';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { buildLoginHref } from '../../auth/utils/route-access';
import { buildPointChargeHref } from '../../points/utils/point-tabs';
import { useSession } from '../../session/hooks/useSession';
import { Button, ButtonLink, buttonClassName } from '../../ui/components/Button';
import { Dialog } from '../../ui/components/Dialog';
import { useFinancialUnlock } from '../hooks/useFinancialUnlock';
import { buildCompanyReportHref } from '../utils/company-info';
import type { FinancialFreeData } from '../utils/company-detail-types';
import { MISSING_VALUE } from '../utils/financial-format';
import { LockIcon, PrinterIcon } from './DetailIcons';
import { FinancialDetails } from './FinancialDetails';
import { SectionCard } from './SectionCard';
import { SectionError, SectionSkeleton } from './SectionStatus';

function formatPoints(point: number): string {
  return `${point.toLocaleString('ko-KR')}P`;
}

function FreeSummary({ free }: { free: FinancialFreeData }) {
  const items: Array<[string, string]> = [
    ['최근 재무 연도', free.salesYear ? `${free.salesYear}년` : MISSING_VALUE],
    ['매출 규모', free.salesAmountBandLabel ?? MISSING_VALUE],
    ['신용등급 (CRI)', free.cri?.name ?? MISSING_VALUE],
    ['재무 자료', `${free.financialYearCount}년치`],
    ['연체·행정처분', free.hasFaultInfo ? '정보 있음' : '정보 없음'],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 desktop:grid-cols-5">
      {items.map(([term, value]) => (
        <div key={term} className="rounded-xl border border-gray-200 px-4 py-3">
          <dt className="text-sm text-gray-600">{term}</dt>
          <dd className="mt-1 text-base font-bold text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ReadBadge({ free, isMine }: { free: FinancialFreeData; isMine: boolean }) {
  const text = isMine
    ? '내 업체 정보'
    : free.isFreeBySubscription
      ? '모든 기업정보 무료 열람'
      : '열람한 정보';
  return (
    <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
      {text}
    </span>
  );
}

function ReportLink({ profileId }: { profileId: string }) {
  return (
    <Link
      href={buildCompanyReportHref(profileId)}
      className={buttonClassName('outline', 'sm', 'gap-1.5')}
    >
      <PrinterIcon className="size-4" />
      보고서 인쇄
    </Link>
  );
}

/** Free to read (owner, subscriber, unlocked before): loaded at once, no dialog, no charge. */
function FreeToReadDetails({ profileId }: { profileId: string }) {
  const { state, retry } = useGraphqlQuery(
    CompanyFinancialDocument,
    { profileId },
    { field: 'financial' },
  );
  if (state.status === 'loading') return <SectionSkeleton lines={6} />;
  if (state.status === 'failed')
    return <SectionError message={state.failure.message} onRetry={retry} />;
  return <FinancialDetails financial={state.data} />;
}

function LockedFinancial({ profileId, free }: { profileId: string; free: FinancialFreeData }) {
  const { state: session } = useSession();
  const pathname = usePathname();
  const unlock = useFinancialUnlock(profileId, free.cost);

  if (unlock.unlocked) {
    return (
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
            열람한 정보
          </span>
          <ReportLink profileId={profileId} />
        </div>
        <FinancialDetails financial={unlock.unlocked} />
      </div>
    );
  }

  const costText = formatPoints(free.cost);
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-gray-50 px-5 py-8 text-center">
      <LockIcon className="size-8 text-gray-600" />
      <p className="mt-3 text-base font-bold text-gray-900">
        매출 추이, 재무제표, 연체·행정처분 정보를 확인해 보세요
      </p>
      <p className="mt-1 text-[15px] text-gray-600">
        {costText}로 한 번 열람하면 이후에는 포인트가 다시 차감되지 않습니다.
      </p>
      {session.isLogin ? (
        <Button
          className="mt-5"
          onClick={() => void unlock.start()}
          disabled={unlock.isWorking && unlock.dialog === null}
        >
          {costText}로 열람하기
        </Button>
      ) : (
        <ButtonLink href={buildLoginHref(pathname)} className="mt-5">
          로그인하고 열람하기
        </ButtonLink>
      )}
      {unlock.dialog?.kind === 'confirm' ? (
        <Dialog
          title="재무·신용 정보 열람"
          description={`${formatPoints(unlock.dialog.cost)}를 사용해 재무·신용 정보를 열람할까요? 보유 포인트 ${formatPoints(unlock.dialog.balance)}`}
          onClose={unlock.close}
          footer={
            <>
              <Button
                variant="secondary"
                className="flex-1"
                onClick={unlock.close}
                disabled={unlock.isWorking}
              >
                취소
              </Button>
              <Button
                className="flex-1"
                onClick={() => void unlock.confirm()}
                disabled={unlock.isWorking}
                aria-busy={unlock.isWorking}
              >
                {unlock.isWorking ? '열람하는 중…' : '확인'}
              </Button>
            </>
          }
        />
      ) : null}
      {unlock.dialog?.kind === 'insufficient' ? (
        <Dialog
          title="포인트가 부족합니다"
          description={`재무·신용 정보를 열람하려면 ${formatPoints(unlock.dialog.cost)}가 필요합니다. 보유 포인트 ${formatPoints(unlock.dialog.balance)}`}
          onClose={unlock.close}
          footer={
            <>
              <Button variant="secondary" className="flex-1" onClick={unlock.close}>
                닫기
              </Button>
              <ButtonLink href={buildPointChargeHref(pathname)} className="flex-1">
                포인트 충전하러 가기
              </ButtonLink>
            </>
          }
        />
      ) : null}
    </div>
  );
}

/**
 * 재무·신용 정보: the free summary always; the full information when the viewer may read it for
 * free, otherwise the locked panel with the paid unlock. `isMine` is null until the page's own
 * query has answered (the server's first view): the badge naming why it is free waits for it.
 */
export function FinancialSection({
  profileId,
  isMine,
}: {
  profileId: string;
  isMine: boolean | null;
}) {
  const { state, retry } = useGraphqlQuery(
    CompanyFinancialFreeDocument,
    { profileId },
    { field: 'financialFree' },
  );

  return (
    <SectionCard
      id="financial"
      title="재무·신용 정보"
      aside={
        state.status === 'loaded' && state.data.canRead && isMine !== null ? (
          <div className="flex flex-wrap items-center gap-2">
            <ReadBadge free={state.data} isMine={isMine} />
            <ReportLink profileId={profileId} />
          </div>
        ) : null
      }
    >
      {state.status === 'loading' ? <SectionSkeleton lines={4} /> : null}
      {state.status === 'failed' ? (
        <SectionError message={state.failure.message} onRetry={retry} />
      ) : null}
      {state.status === 'loaded' ? (
        <div className="space-y-6">
          <FreeSummary free={state.data} />
          {state.data.canRead ? (
            <FreeToReadDetails profileId={profileId} />
          ) : (
            <LockedFinancial profileId={profileId} free={state.data} />
          )}
        </div>
      ) : null}
    </SectionCard>
  );
}
