'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { MySubscriptionQuery } from '../../../graphql/generated/graphql';
import { CancelRegularPaymentDocument } from '../../../graphql/generated/operations/cancel-regular-payment';
import { CreateSubscriptionDocument } from '../../../graphql/generated/operations/create-subscription';
import { DeletePaymentMethodDocument } from '../../../graphql/generated/operations/delete-payment-method';
import { MySubscriptionDocument } from '../../../graphql/generated/operations/my-subscription';
import { SubscriptionPlansDocument } from '../../../graphql/generated/operations/subscription-plans';
import { useGraphqlMutation } from '../../data/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { ListError } from '../../my-companies/components/ListStates';
import { useAuth } from '../../session/hooks/useAuth';
import { Button } from '../../ui/components/Button';
import { Skeleton } from '../../ui/components/Skeleton';
import { useDialog } from '../../ui/hooks/useDialog';
import { useLazyModule } from '../../ui/hooks/useLazyModule';
import { useSingleFlight } from '../../ui/hooks/useSingleFlight';
import { useToast } from '../../ui/hooks/useToast';
import { defineLazyModule } from '../../ui/utils/lazy-module';
import {
  describeCancelConfirmation,
  describeRegularPayment,
  describeSubscriptionPlan,
  formatCardLabel,
  type RegularPaymentTone,
} from '../utils/subscription';
import { focusInView } from '../utils/focus-in-view';
import type { PaymentCardFormProps } from './PaymentCardForm';

type RegularPayment = NonNullable<MySubscriptionQuery['myRegularPayment']>;
type PaymentMethod = NonNullable<MySubscriptionQuery['myPaymentMethod']>;

/** Where focus goes once the screen has changed under it (the control that had it is gone). */
type FocusTarget = 'plan' | 'card' | null;

const TONE_STYLES: Record<RegularPaymentTone, string> = {
  active: 'bg-brand-50 text-brand-800',
  warning: 'bg-accent-50 text-accent-700',
  ending: 'bg-danger-50 text-danger-700',
};

const SUBSCRIPTION_OPERATIONS = ['MySubscription'] as const;

// The card form opens on a click: its code (and the card expiry formatter's module, which holds
// the zod schemas) is fetched after hydration instead of with the page.
const CARD_FORM = defineLazyModule(() => import('./PaymentCardForm'));

function LazyPaymentCardForm(props: PaymentCardFormProps) {
  const cardForm = useLazyModule(CARD_FORM);
  if (!cardForm) {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">카드 입력란을 불러오는 중입니다</span>
        <Skeleton className="h-72 w-full rounded-2xl" />
      </div>
    );
  }
  return <cardForm.PaymentCardForm {...props} />;
}

/** Focuses a heading when it mounts as the target, or whenever `isTarget` turns true. */
function useFocusWhen(isTarget: boolean, onFocused: () => void) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!isTarget) return;
    focusInView(ref.current);
    onFocused();
  }, [isTarget, onFocused]);
  return ref;
}

function SubscriptionSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-4">
      <span className="sr-only">구독 정보를 불러오는 중입니다</span>
      <div className="rounded-2xl border border-gray-200 bg-white p-6">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="mt-3 h-4 w-64 max-w-full" />
        <Skeleton className="mt-6 h-11 w-32" />
      </div>
    </div>
  );
}

function PlanCard({
  plan,
  isFocusTarget,
  onFocused,
}: {
  plan: RegularPayment;
  isFocusTarget: boolean;
  onFocused: () => void;
}) {
  const headingRef = useFocusWhen(isFocusTarget, onFocused);
  const { refetchAccount } = useAuth();
  const dialog = useDialog();
  const showToast = useToast();
  const flight = useSingleFlight();
  const cancel = useGraphqlMutation(CancelRegularPaymentDocument, 'cancelRegularPayment', {
    invalidates: SUBSCRIPTION_OPERATIONS,
  });
  const [isCanceling, setIsCanceling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const view = describeRegularPayment(plan);
  const grant = describeSubscriptionPlan(plan.item).grantText;

  const confirmCancel = () =>
    flight(async () => {
      const isConfirmed = await dialog.confirm({
        title: '구독을 해지할까요?',
        message: describeCancelConfirmation(plan),
        confirmLabel: '구독 해지',
        cancelLabel: '계속 이용하기',
        isDestructive: true,
      });
      if (!isConfirmed) return;
      setError(null);
      setIsCanceling(true);
      const result = await cancel({});
      setIsCanceling(false);
      if (isGraphqlFailure(result)) {
        setError(result.message);
        return;
      }
      // The header's account menu reads the plan through the session (구독 종료 예정).
      void refetchAccount();
      showToast('구독을 해지했어요. 이용 기간이 끝날 때까지 계속 이용할 수 있어요.', 'success');
      // The button that had focus is gone: the card's heading takes it.
      focusInView(headingRef.current);
    });

  return (
    <section
      aria-labelledby="subscription-plan-heading"
      data-testid="subscription-plan"
      className="rounded-2xl border border-gray-200 bg-white p-5 desktop:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-gray-600">이용 중인 구독</p>
          <h2
            id="subscription-plan-heading"
            ref={headingRef}
            tabIndex={-1}
            className="mt-1 text-xl font-extrabold break-keep text-gray-900 focus:outline-none"
          >
            {plan.item.name}
          </h2>
          {grant ? <p className="mt-1 text-[15px] text-gray-700">{grant}</p> : null}
        </div>
        <span
          className={`shrink-0 rounded-full px-3 py-1 text-sm font-bold ${TONE_STYLES[view.tone]}`}
          data-testid="subscription-state"
        >
          {view.stateLabel}
        </span>
      </div>
      {view.note ? (
        <p className="mt-3 text-[15px] leading-relaxed text-gray-800">{view.note}</p>
      ) : null}
      <dl className="mt-5 grid gap-3 rounded-xl bg-gray-50 p-4 text-[15px] desktop:grid-cols-2">
        <div>
          <dt className="text-sm text-gray-600">다음 결제일</dt>
          <dd className="mt-0.5 font-semibold text-gray-900">
            {view.nextBillingText ?? '없음 (해지됨)'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600">결제 카드</dt>
          <dd className="mt-0.5 font-semibold break-all text-gray-900">
            {view.cardText ?? '등록된 카드 없음'}
          </dd>
        </div>
      </dl>
      {error ? (
        <p role="alert" className="mt-4 text-[15px] font-medium text-danger-700">
          {error}
        </p>
      ) : null}
      {plan.isCanceled ? null : (
        <Button
          variant="outline"
          className="mt-5"
          onClick={() => void confirmCancel()}
          disabled={isCanceling}
          aria-busy={isCanceling}
        >
          {isCanceling ? '해지하는 중…' : '구독 해지'}
        </Button>
      )}
    </section>
  );
}

/** The plans on sale and 구독하기: a card first when none is registered, then the confirmation. */
function PlanPicker({
  card,
  onSubscribed,
}: {
  card: PaymentMethod | null;
  onSubscribed: () => void;
}) {
  const { state, retry } = useGraphqlQuery(
    SubscriptionPlansDocument,
    {},
    { field: 'allPaymentItems', isMemberOnly: true },
  );
  const { refetchAccount } = useAuth();
  const dialog = useDialog();
  const showToast = useToast();
  const flight = useSingleFlight();
  const subscribe = useGraphqlMutation(CreateSubscriptionDocument, 'createSubscription', {
    invalidates: SUBSCRIPTION_OPERATIONS,
  });
  /** The plan whose 구독하기 waits for a card. */
  const [cardForPlanId, setCardForPlanId] = useState<string | null>(null);
  const [busyPlanId, setBusyPlanId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const plans = state.status === 'loaded' ? state.data : [];

  const confirmAndSubscribe = (planId: string, cardId: string, cardLabel: string | null) =>
    flight(async () => {
      const plan = plans.find((item) => item.id === planId);
      if (!plan) return;
      const view = describeSubscriptionPlan(plan);
      setError(null);
      const isConfirmed = await dialog.confirm({
        title: view.chargeNotice,
        message: `${plan.name} 구독을 시작합니다. 첫 달 요금은 지금 결제되고, 해지하기 전까지 매월 자동으로 결제돼요.${cardLabel ? ` 결제 카드: ${cardLabel}` : ''}`,
        confirmLabel: '결제하고 구독하기',
      });
      if (!isConfirmed) return;
      setBusyPlanId(planId);
      const result = await subscribe({ itemId: planId, paymentMethodId: cardId });
      setBusyPlanId(null);
      if (isGraphqlFailure(result)) {
        setError(result.message);
        return;
      }
      void refetchAccount();
      showToast('구독을 시작했어요.', 'success');
      onSubscribed();
    });

  const start = (planId: string) => {
    if (!card) {
      setError(null);
      setCardForPlanId(planId);
      return;
    }
    void confirmAndSubscribe(planId, card.id, formatCardLabel(card.cardName, card.cardNumber));
  };

  let content;
  if (state.status === 'loading') {
    content = (
      <div role="status" aria-live="polite">
        <span className="sr-only">구독 상품을 불러오는 중입니다</span>
        <Skeleton className="h-32 w-full rounded-2xl" />
      </div>
    );
  } else if (state.status === 'failed') {
    content = <ListError message={state.failure.message} onRetry={retry} />;
  } else if (plans.length === 0) {
    content = (
      <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center text-[15px] text-gray-700">
        지금 판매 중인 구독 상품이 없어요. 잠시 후 다시 확인해 주세요.
      </p>
    );
  } else {
    content = (
      <ul className="grid gap-3">
        {plans.map((plan) => {
          const view = describeSubscriptionPlan(plan);
          const isBusy = busyPlanId === plan.id;
          return (
            <li
              key={plan.id}
              data-testid="subscription-offer"
              className="flex flex-col gap-4 rounded-2xl border-2 border-gray-200 bg-white p-5 desktop:flex-row desktop:items-center"
            >
              <div className="min-w-0 flex-1">
                <h3 className="text-lg font-bold break-keep text-gray-900">{plan.name}</h3>
                {view.grantText ? (
                  <p className="mt-1 text-[15px] text-gray-700">{view.grantText}</p>
                ) : null}
                <p className="mt-2 text-xl font-extrabold text-gray-900">{view.priceText}</p>
              </div>
              <Button
                size="lg"
                className="w-full desktop:w-auto"
                onClick={() => start(plan.id)}
                disabled={busyPlanId !== null}
                aria-busy={isBusy}
                aria-describedby={error ? errorId : undefined}
              >
                {isBusy ? '결제하는 중…' : '구독하기'}
              </Button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby="subscription-offers-heading">
      <h2 id="subscription-offers-heading" className="text-lg font-bold text-gray-900">
        구독 상품
      </h2>
      <p className="mt-1 text-[15px] text-gray-600">
        이용 중인 구독이 없어요. 구독하면 매월 자동으로 결제되고, 언제든 해지할 수 있어요.
      </p>
      <div className="mt-4">{content}</div>
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="mt-4 rounded-xl bg-danger-50 px-4 py-3 text-[15px] font-medium text-danger-700"
        >
          {error}
        </p>
      ) : null}
      {cardForPlanId && !card ? (
        <div className="mt-4">
          <LazyPaymentCardForm
            title="결제 카드 등록"
            submitLabel="카드 등록하고 계속"
            onCancel={() => setCardForPlanId(null)}
            onRegistered={(registered) => {
              const planId = cardForPlanId;
              setCardForPlanId(null);
              void confirmAndSubscribe(
                planId,
                registered.id,
                formatCardLabel(registered.cardName, registered.cardNumber),
              );
            }}
          />
        </div>
      ) : null}
    </section>
  );
}

/** 등록된 카드: 카드 변경 (the same form) and 카드 삭제 (refused while a plan renews on it). */
function CardSection({
  card,
  isFocusTarget,
  onFocused,
  onChanged,
}: {
  card: PaymentMethod | null;
  isFocusTarget: boolean;
  onFocused: () => void;
  onChanged: () => void;
}) {
  const headingRef = useFocusWhen(isFocusTarget, onFocused);
  const dialog = useDialog();
  const showToast = useToast();
  const flight = useSingleFlight();
  const deleteCard = useGraphqlMutation(DeletePaymentMethodDocument, 'deletePaymentMethod', {
    invalidates: SUBSCRIPTION_OPERATIONS,
  });
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirmDelete = () =>
    flight(async () => {
      const isConfirmed = await dialog.confirm({
        title: '카드를 삭제할까요?',
        message: '삭제하면 이 카드로 더 이상 결제할 수 없어요.',
        confirmLabel: '카드 삭제',
        isDestructive: true,
      });
      if (!isConfirmed) return;
      setError(null);
      setIsDeleting(true);
      const result = await deleteCard({});
      setIsDeleting(false);
      if (isGraphqlFailure(result)) {
        setError(result.message);
        return;
      }
      showToast('카드를 삭제했어요.', 'success');
      focusInView(headingRef.current);
    });

  return (
    <section
      aria-labelledby="payment-card-heading"
      className="rounded-2xl border border-gray-200 bg-white p-5 desktop:p-6"
    >
      <h2
        id="payment-card-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold text-gray-900 focus:outline-none"
      >
        등록된 카드
      </h2>
      {card ? (
        <p
          className="mt-2 text-[15px] font-semibold break-all text-gray-900"
          data-testid="payment-card"
        >
          {formatCardLabel(card.cardName, card.cardNumber)}
        </p>
      ) : (
        <p className="mt-2 text-[15px] text-gray-700">등록된 카드가 없어요.</p>
      )}
      {error ? (
        <p role="alert" className="mt-3 text-[15px] font-medium text-danger-700">
          {error}
        </p>
      ) : null}
      {isEditing ? (
        <div className="mt-4">
          <LazyPaymentCardForm
            title={card ? '새 카드로 변경' : '카드 등록'}
            submitLabel={card ? '카드 변경' : '카드 등록'}
            onCancel={() => setIsEditing(false)}
            onRegistered={() => {
              setIsEditing(false);
              showToast(card ? '카드를 변경했어요.' : '카드를 등록했어요.', 'success');
              onChanged();
            }}
          />
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => {
              setError(null);
              setIsEditing(true);
            }}
          >
            {card ? '카드 변경' : '카드 등록'}
          </Button>
          {card ? (
            <Button
              variant="ghost"
              onClick={() => void confirmDelete()}
              disabled={isDeleting}
              aria-busy={isDeleting}
            >
              {isDeleting ? '삭제하는 중…' : '카드 삭제'}
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}

/**
 * /myPage/point?tab=3 (구독 관리, ADR 0029): the plan in force (state, next charge, card, 구독 해지)
 * or the plans on sale with 구독하기, and the billing card. The header's account menu reads the
 * plan through the session, so every change asks the session again (refetchAccount).
 */
export function SubscriptionTab() {
  const { state, retry } = useGraphqlQuery(MySubscriptionDocument, {}, { isMemberOnly: true });
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const clearFocusTarget = useCallback(() => setFocusTarget(null), []);
  // Fetched while the member reads the tab, so the form is there when 구독하기 opens it.
  useLazyModule(CARD_FORM);

  if (state.status === 'loading') return <SubscriptionSkeleton />;
  if (state.status === 'failed') {
    return <ListError message={state.failure.message} onRetry={retry} />;
  }
  const { myRegularPayment: plan, myPaymentMethod: card } = state.data;
  return (
    <div className="grid gap-6">
      {plan ? (
        <PlanCard plan={plan} isFocusTarget={focusTarget === 'plan'} onFocused={clearFocusTarget} />
      ) : (
        <PlanPicker card={card} onSubscribed={() => setFocusTarget('plan')} />
      )}
      {plan || card ? (
        <CardSection
          card={card}
          isFocusTarget={focusTarget === 'card'}
          onFocused={clearFocusTarget}
          onChanged={() => setFocusTarget('card')}
        />
      ) : null}
    </div>
  );
}
