'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { CreatePointOrderDocument } from '../../../graphql/generated/operations/create-point-order';
import { PointChargeItemsDocument } from '../../../graphql/generated/operations/point-charge-items';
import { useGraphqlMutation } from '../../data/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { readSessionStorage } from '../../listing/utils/list-scroll';
import { ListEmptyState, ListError } from '../../my-companies/components/ListStates';
import { Button, buttonClassName } from '../../ui/components/Button';
import { Skeleton } from '../../ui/components/Skeleton';
import { useSingleFlight } from '../../ui/hooks/useSingleFlight';
import { describePaymentItem } from '../utils/order-receipt';
import {
  buildPaymentWindowForm,
  buildReceiptHref,
  rememberPaymentReturnTo,
  submitPaymentWindowForm,
} from '../utils/payment-order';
import { buildPointHref, type PaymentNotice } from '../utils/point-tabs';

const NOT_FOUND_CODE = 'NOT_FOUND';
const BAD_WINDOW_MESSAGE = '결제창을 열 수 없습니다. 잠시 후 다시 시도해 주세요.';

function PackSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-3 desktop:grid-cols-2">
      <span className="sr-only">포인트 상품을 불러오는 중입니다</span>
      {Array.from({ length: 4 }, (_, index) => (
        <div
          key={index}
          className="flex items-center gap-4 rounded-2xl border-2 border-gray-200 bg-white p-4"
        >
          <Skeleton className="size-5 shrink-0 rounded-full" />
          <div className="flex-1">
            <Skeleton className="h-5 w-28" />
            <Skeleton className="mt-2 h-4 w-40 max-w-full" />
          </div>
          <Skeleton className="h-6 w-20" />
        </div>
      ))}
    </div>
  );
}

/** Why the payment route sent the member back here, in words, with the order's receipt if known. */
function PaymentNoticeAlert({ notice, moid }: { notice: PaymentNotice; moid: string | null }) {
  return (
    <div
      role="alert"
      className="mb-6 rounded-2xl border border-danger-500/30 bg-danger-50 px-5 py-4 text-[15px] text-danger-700"
    >
      {notice === 'failed' ? (
        <p>
          <strong className="font-bold">결제를 진행하지 않았습니다.</strong> 결제 정보를 확인할 수
          없었어요. 포인트 상품을 다시 선택해 결제해 주세요.
        </p>
      ) : (
        <>
          <p>
            <strong className="font-bold">결제 결과를 확인하지 못했습니다.</strong> 결제가
            승인되었다면 잠시 후 포인트 내역에 반영되고, 승인되지 않았다면 청구되지 않습니다.
          </p>
          {moid ? (
            <Link
              href={buildReceiptHref(moid)}
              className="mt-2 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
            >
              주문 결과 확인하기
            </Link>
          ) : null}
        </>
      )}
    </div>
  );
}

type PointChargeTabProps = {
  /** The page to go back to after paying (already validated), or null. */
  returnTo: string | null;
  notice: PaymentNotice | null;
  /** The order the notice is about. */
  noticeMoid: string | null;
};

/**
 * /myPage/point?tab=2 (포인트 충전): the packs on sale as a radio group, then 결제하기 creates the
 * order and posts its signed form to the payment window (a full-page navigation). The window
 * posts its result to /payment/return, which confirms it and opens the order's receipt; the page
 * the member came from (?returnTo) waits in this tab's session storage, keyed by the order.
 */
export function PointChargeTab({ returnTo, notice, noticeMoid }: PointChargeTabProps) {
  const { state, retry } = useGraphqlQuery(
    PointChargeItemsDocument,
    {},
    { field: 'allPaymentItems', isMemberOnly: true },
  );
  // An order changes nothing on screen until it is paid: the receipt page refreshes the points.
  const createOrder = useGraphqlMutation(CreatePointOrderDocument, 'createOrder', {
    invalidates: [],
  });
  const flight = useSingleFlight();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [isOpening, setIsOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Back from the payment window may restore this page from the back/forward cache as it was
  // left, busy: let the member choose again.
  useEffect(() => {
    const handlePageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setIsOpening(false);
    };
    window.addEventListener('pageshow', handlePageShow);
    return () => window.removeEventListener('pageshow', handlePageShow);
  }, []);

  const items = state.status === 'loaded' ? state.data : [];
  const selected = items.find((item) => item.id === selectedId) ?? null;

  const pay = () =>
    flight(async () => {
      if (!selected) return;
      setError(null);
      setIsOpening(true);
      const order = await createOrder({ itemId: selected.id });
      if (isGraphqlFailure(order)) {
        setIsOpening(false);
        setError(order.message);
        // The pack is no longer on sale: show what is.
        if (order.code === NOT_FOUND_CODE) {
          setSelectedId(null);
          retry();
        }
        return;
      }
      const form = buildPaymentWindowForm(order, window.location.origin);
      if (!form) {
        setIsOpening(false);
        setError(BAD_WINDOW_MESSAGE);
        return;
      }
      const storage = readSessionStorage();
      if (storage && returnTo) rememberPaymentReturnTo(storage, order.Moid, returnTo);
      // The page is leaving: it stays busy until the window opens.
      submitPaymentWindowForm(form, document);
    });

  let packs;
  if (state.status === 'loading') {
    packs = <PackSkeleton />;
  } else if (state.status === 'failed') {
    packs = <ListError message={state.failure.message} onRetry={retry} />;
  } else if (items.length === 0) {
    packs = (
      <ListEmptyState
        title="판매 중인 포인트 상품이 없어요"
        description="잠시 후 다시 확인해 주세요. 그동안 보유 포인트와 내역은 포인트 내역에서 볼 수 있어요."
        action={{ href: buildPointHref('1', { returnTo }), label: '포인트 내역 보기' }}
      />
    );
  } else {
    packs = (
      <div className="grid gap-3 desktop:grid-cols-2">
        {items.map((item) => {
          const view = describePaymentItem(item);
          const isChecked = item.id === selectedId;
          return (
            <label
              key={item.id}
              data-testid="point-pack"
              className={`flex min-h-16 cursor-pointer items-center gap-4 rounded-2xl border-2 p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
                isChecked
                  ? 'border-brand-600 bg-brand-50'
                  : 'border-gray-200 bg-white hover:border-gray-300'
              }`}
            >
              <input
                type="radio"
                name="point-pack"
                value={item.id}
                checked={isChecked}
                onChange={() => setSelectedId(item.id)}
                className="size-5 shrink-0 accent-brand-600"
              />
              <span className="min-w-0 flex-1">
                <span className="block text-base font-bold break-keep text-gray-900">
                  {item.name}
                </span>
                <span className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-gray-600">
                  <span>충전 포인트 {view.pointText}</span>
                  {view.bonusText ? (
                    <span className="font-semibold text-brand-700">보너스 {view.bonusText}</span>
                  ) : null}
                </span>
                <span className="mt-1 block text-sm text-gray-700">
                  합계 적립 <strong className="font-bold text-gray-900">{view.totalText}</strong>
                </span>
              </span>
              <span className="shrink-0 text-lg font-extrabold text-gray-900">
                {view.priceText}
              </span>
            </label>
          );
        })}
      </div>
    );
  }

  return (
    <div>
      {notice ? <PaymentNoticeAlert notice={notice} moid={noticeMoid} /> : null}
      <fieldset disabled={isOpening} className="min-w-0">
        <legend className="text-lg font-bold text-gray-900">충전할 포인트를 선택해 주세요</legend>
        <p className="mt-1 text-[15px] text-gray-600">
          보너스 포인트는 충전 포인트보다 먼저 사용됩니다.
        </p>
        <div className="mt-4">{packs}</div>
      </fieldset>
      <div className="mt-6 rounded-2xl border border-gray-200 bg-white p-5">
        <p aria-live="polite" className="text-[15px] text-gray-700">
          {selected ? (
            <>
              선택한 상품 <strong className="font-bold text-gray-900">{selected.name}</strong> ·
              결제 금액{' '}
              <strong className="font-bold text-gray-900">
                {describePaymentItem(selected).priceText}
              </strong>
            </>
          ) : (
            '충전할 포인트 상품을 선택하면 결제할 수 있어요.'
          )}
        </p>
        <Button
          size="lg"
          className="mt-4 w-full desktop:w-auto"
          onClick={() => void pay()}
          disabled={!selected || isOpening}
          aria-busy={isOpening}
        >
          {isOpening ? '결제창으로 이동하는 중…' : '결제하기'}
        </Button>
        {error ? (
          <p role="alert" className="mt-3 text-[15px] font-medium text-danger-700">
            {error}
          </p>
        ) : null}
        <p className="mt-3 text-sm leading-relaxed text-gray-600">
          결제하기를 누르면 결제창으로 이동합니다. 결제 후 이 화면으로 돌아와 결과를 알려 드려요.
          {returnTo ? ' 충전을 마치면 이전 화면으로 돌아갈 수 있어요.' : null}
        </p>
        {returnTo ? (
          <Link href={returnTo} className={buttonClassName('ghost', 'md', 'mt-2 -ml-4')}>
            충전하지 않고 이전 화면으로 돌아가기
          </Link>
        ) : null}
      </div>
    </div>
  );
}
