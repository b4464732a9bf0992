'use client';

import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { MyPointOrderDocument } from '../../../graphql/generated/operations/my-point-order';
import type { MyPointOrderQuery } from '../../../graphql/generated/graphql';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { invalidateOperations } from '../../data/utils/invalidate';
import { readSessionStorage } from '../../listing/utils/list-scroll';
import { useAuth } from '../../session/hooks/useAuth';
import { Button, ButtonLink } from '../../ui/components/Button';
import { DetailLoadError, DetailNotFound } from '../../ui/components/DetailPageStates';
import { Skeleton } from '../../ui/components/Skeleton';
import { describeOrderReceipt, formatPoint } from '../utils/order-receipt';
import { recallPaymentReturnTo } from '../utils/payment-order';
import { buildPointHref, readReturnTo } from '../utils/point-tabs';

type OrderReceipt = MyPointOrderQuery['myOrder'];

const NOT_FOUND_CODES = new Set(['NOT_FOUND', 'BAD_USER_INPUT']);

/** The SWR queries that show the balance or the ledger (the session's own figures aside). */
const POINT_OPERATIONS = ['MyPointSummary', 'MyPointHistory'] as const;

function subscribeToNothing(): () => void {
  return () => undefined;
}

/** The page the member came from to charge, kept in this tab for this order (PointChargeTab). */
function useStoredReturnTo(moid: string): string | null {
  return useSyncExternalStore(
    subscribeToNothing,
    () => {
      const storage = readSessionStorage();
      return storage ? readReturnTo(recallPaymentReturnTo(storage, moid)) : null;
    },
    () => null,
  );
}

function ReceiptFrame({
  tone,
  title,
  description,
  children,
}: {
  tone: 'success' | 'failure' | 'pending';
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const toneClass =
    tone === 'success'
      ? 'bg-brand-50 text-brand-700'
      : tone === 'failure'
        ? 'bg-danger-50 text-danger-700'
        : 'bg-gray-100 text-gray-700';
  return (
    <div className="mx-auto w-full max-w-[640px] px-4 py-8 desktop:px-6 desktop:py-12">
      <section
        aria-labelledby="receipt-title"
        className="rounded-2xl border border-gray-200 bg-white p-6 desktop:p-8"
      >
        <span
          aria-hidden="true"
          className={`flex size-12 items-center justify-center rounded-full text-2xl font-bold ${toneClass}`}
        >
          {tone === 'success' ? '✓' : tone === 'failure' ? '!' : '…'}
        </span>
        <h1
          id="receipt-title"
          className="mt-4 text-xl font-extrabold text-gray-900 desktop:text-2xl"
        >
          {title}
        </h1>
        <div className="mt-2 text-[15px] leading-relaxed text-gray-600">{description}</div>
        {children}
      </section>
    </div>
  );
}

function ReceiptRows({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="mt-6 divide-y divide-gray-100 border-y border-gray-100" data-testid="receipt">
      {rows.map(([term, value]) => (
        <div key={term} className="flex items-start justify-between gap-4 py-3 text-[15px]">
          <dt className="shrink-0 text-gray-600">{term}</dt>
          <dd className="min-w-0 text-right font-semibold break-all text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col gap-2 desktop:flex-row-reverse">{children}</div>;
}

function PaidReceipt({ order, returnTo }: { order: OrderReceipt; returnTo: string | null }) {
  return (
    <ReceiptFrame
      tone="success"
      title="결제가 완료되었습니다"
      description={`${formatPoint(order.point + order.freePoint)}가 충전되었어요.`}
    >
      <ReceiptRows rows={describeOrderReceipt(order)} />
      <Actions>
        {returnTo ? (
          <ButtonLink href={returnTo} size="lg" className="desktop:flex-1">
            이전 화면으로 돌아가기
          </ButtonLink>
        ) : null}
        <ButtonLink
          href={buildPointHref('1')}
          size="lg"
          variant={returnTo ? 'outline' : 'primary'}
          className="desktop:flex-1"
        >
          포인트 내역 보기
        </ButtonLink>
      </Actions>
    </ReceiptFrame>
  );
}

function FailedReceipt({ order, returnTo }: { order: OrderReceipt; returnTo: string | null }) {
  return (
    <ReceiptFrame
      tone="failure"
      title="결제가 완료되지 않았습니다"
      description={
        <p role="alert">{order.failReason ?? '결제가 취소되었거나 승인되지 않았습니다.'}</p>
      }
    >
      <ReceiptRows
        rows={[
          ['상품', order.goodsName],
          ['주문번호', order.moid],
        ]}
      />
      <Actions>
        <ButtonLink href={buildPointHref('2', { returnTo })} size="lg" className="desktop:flex-1">
          다시 충전하기
        </ButtonLink>
        {returnTo ? (
          <ButtonLink href={returnTo} size="lg" variant="outline" className="desktop:flex-1">
            이전 화면으로 돌아가기
          </ButtonLink>
        ) : null}
      </Actions>
    </ReceiptFrame>
  );
}

function PendingReceipt({
  order,
  onReload,
}: {
  order: OrderReceipt;
  onReload: () => Promise<void>;
}) {
  const [isReloading, setIsReloading] = useState(false);
  const reload = async () => {
    setIsReloading(true);
    try {
      await onReload();
    } finally {
      setIsReloading(false);
    }
  };
  return (
    <ReceiptFrame
      tone="pending"
      title="결제를 확인하고 있어요"
      description="결제 승인 결과를 확인하는 중입니다. 잠시 후 새로 고침을 눌러 주세요. 승인되지 않은 결제는 청구되지 않습니다."
    >
      <ReceiptRows
        rows={[
          ['상품', order.goodsName],
          ['주문번호', order.moid],
        ]}
      />
      <Actions>
        <Button
          size="lg"
          className="desktop:flex-1"
          onClick={() => void reload()}
          disabled={isReloading}
          aria-busy={isReloading}
        >
          {isReloading ? '확인하는 중…' : '새로 고침'}
        </Button>
        <ButtonLink
          href={buildPointHref('1')}
          size="lg"
          variant="outline"
          className="desktop:flex-1"
        >
          포인트 내역 보기
        </ButtonLink>
      </Actions>
    </ReceiptFrame>
  );
}

function ReceiptSkeleton() {
  return (
    <div className="mx-auto w-full max-w-[640px] px-4 py-8 desktop:px-6 desktop:py-12">
      <div role="status" className="rounded-2xl border border-gray-200 bg-white p-6 desktop:p-8">
        <span className="sr-only">결제 결과를 불러오는 중입니다</span>
        <Skeleton className="size-12 rounded-full" />
        <Skeleton className="mt-4 h-7 w-56" />
        <Skeleton className="mt-3 h-5 w-72 max-w-full" />
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="mt-4 h-5 w-full" />
        ))}
      </div>
    </div>
  );
}

/**
 * /myPage/point/receipt/[moid]: where the payment route lands (issue 14). The order's state says
 * which page it is — paid, not paid (why, and 다시 충전하기), or still being confirmed (새로 고침).
 * Once it reads paid, the session's point figures (header badge, menu) and any balance or ledger
 * on screen are asked again.
 */
export function OrderReceiptPage({ moid }: { moid: string }) {
  const { state, reload, retry } = useGraphqlQuery(
    MyPointOrderDocument,
    { moid },
    { field: 'myOrder', isMemberOnly: true },
  );
  const { refetchAccount } = useAuth();
  const returnTo = useStoredReturnTo(moid);
  const isPaid = state.status === 'loaded' && state.data.state === 'SUCCESS';

  useEffect(() => {
    if (!isPaid) return;
    void refetchAccount();
    void invalidateOperations(POINT_OPERATIONS);
  }, [isPaid, refetchAccount]);

  if (state.status === 'loading') return <ReceiptSkeleton />;
  if (state.status === 'failed') {
    if (NOT_FOUND_CODES.has(state.failure.code)) {
      return (
        <DetailNotFound
          title="주문을 찾을 수 없습니다"
          description="주문번호가 잘못되었거나, 다른 계정으로 결제한 주문일 수 있어요."
          listHref={buildPointHref('1')}
          listLabel="포인트 내역으로"
        />
      );
    }
    return (
      <DetailLoadError
        title="결제 결과를 불러오지 못했습니다"
        message={state.failure.message}
        onRetry={retry}
      />
    );
  }
  const order = state.data;
  switch (order.state) {
    case 'SUCCESS':
      return <PaidReceipt order={order} returnTo={returnTo} />;
    case 'READY':
      return <PendingReceipt order={order} onReload={reload} />;
    case 'FAILED':
    case 'CANCELED':
      return <FailedReceipt order={order} returnTo={returnTo} />;
  }
}
