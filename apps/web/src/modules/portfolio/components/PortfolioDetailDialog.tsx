'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { AddFavoritePortfolioDocument } from '../../../graphql/generated/operations/add-favorite-portfolio';
import { DeleteFavoritePortfolioDocument } from '../../../graphql/generated/operations/delete-favorite-portfolio';
import { PortfolioDetailDocument } from '../../../graphql/generated/operations/portfolio-detail';
import type { PortfolioDetailQuery } from '../../../graphql/generated/graphql';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { FavoriteToggleButton } from '../../listing/components/FavoriteToggleButton';
import type { FavoriteKind } from '../../listing/hooks/useFavoriteToggle';
import { Button, buttonClassName } from '../../ui/components/Button';
import { Skeleton } from '../../ui/components/Skeleton';
import { useFocusTrap } from '../../ui/hooks/useFocusTrap';
import { useModalLayer } from '../../ui/hooks/useModalLayer';
import { useModalRoot } from '../../ui/hooks/useModalRoot';
import {
  formatPortfolioPlace,
  formatPortfolioPrice,
  formatPortfolioTerm,
} from '../utils/portfolio-form';
import { PortfolioCard } from './PortfolioCard';

export const FAVORITE_PORTFOLIO: FavoriteKind = {
  label: '찜한 포트폴리오',
  send: (client, portfolioId, isFavorite) =>
    isFavorite
      ? client.requestField(AddFavoritePortfolioDocument, 'addFavoritePortfolio', { portfolioId })
      : client.requestField(DeleteFavoritePortfolioDocument, 'deleteFavoritePortfolio', {
          portfolioId,
        }),
};

type Detail = NonNullable<PortfolioDetailQuery['portfolio']>;

/** The photos one at a time: ←/→ (or the buttons) move, the position is announced. */
function PortfolioImages({ detail }: { detail: Detail }) {
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      detail.images.findIndex((image) => image.id === detail.mainImage?.id),
    ),
  );
  const count = detail.images.length;
  const image = detail.images[index];
  if (!image) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-xl bg-gray-100 text-sm text-gray-600">
        사진 없음
      </div>
    );
  }
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  return (
    <div
      role="group"
      aria-roledescription="사진 넘기기"
      aria-label={`${detail.title} 사진`}
      // Focusable, so ←/→ work from the photos themselves as well as from the buttons.
      tabIndex={count > 1 ? 0 : undefined}
      className="rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'ArrowLeft') go(-1);
        else if (event.key === 'ArrowRight') go(1);
        else return;
        event.preventDefault();
      }}
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-gray-900">
        {/* Uploaded files come with their own WebP sizes from the API (see UserAvatar). */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={image.url}
          alt={`${detail.title} 사진 ${index + 1}`}
          className="size-full object-contain"
        />
      </div>
      {count > 1 ? (
        <div className="mt-2 flex items-center justify-between gap-2">
          <Button variant="outline" size="md" onClick={() => go(-1)} aria-label="이전 사진">
            ← 이전
          </Button>
          <p className="text-sm text-gray-700" aria-live="polite">
            {index + 1} / {count}
          </p>
          <Button variant="outline" size="md" onClick={() => go(1)} aria-label="다음 사진">
            다음 →
          </Button>
        </div>
      ) : null}
      {count > 1 ? (
        <p className="mt-1 text-center text-[13px] text-gray-600">
          키보드 ←/→ 키로도 사진을 넘길 수 있어요.
        </p>
      ) : null}
    </div>
  );
}

function Facts({ detail }: { detail: Detail }) {
  const rows: Array<[string, string]> = [
    ['업종', detail.categories.map((category) => category.name).join(', ')],
    ['공사 유형', detail.constructionType ?? ''],
    ['지역', formatPortfolioPlace(detail)],
    ['공사 규모', detail.projectSize ?? ''],
    ['공사 금액', formatPortfolioPrice(detail)],
    [
      '공사 기간',
      formatPortfolioTerm(detail.serviceTermStart ?? null, detail.serviceTermEnd ?? null),
    ],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-[15px]">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-600">{label}</dt>
            <dd className="text-gray-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

type PortfolioDetailDialogProps = {
  portfolioId: string;
  onClose: () => void;
  /** Opens another portfolio in the same dialog (비슷한 포트폴리오). */
  onOpen: (portfolioId: string) => void;
};

/** A portfolio over the page: photos, facts, 찜 and similar work. Esc closes, focus returns. */
export function PortfolioDetailDialog({
  portfolioId,
  onClose,
  onOpen,
}: PortfolioDetailDialogProps) {
  const { root } = useModalRoot();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useFocusTrap(panelRef, { isActive: root !== null, onEscape: onClose, initialFocusRef: closeRef });
  useModalLayer(true);
  const { state, retry } = useGraphqlQuery(PortfolioDetailDocument, { id: portfolioId });
  // Another portfolio opened from 비슷한 포트폴리오 replaces the card that had focus: focus stays
  // in the dialog (on 닫기) instead of falling to the page behind it.
  useEffect(() => {
    closeRef.current?.focus();
  }, [portfolioId]);
  if (!root) return null;
  const data = state.status === 'loaded' ? state.data : null;
  const detail = data?.portfolio ?? null;

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center desktop:items-center desktop:p-5">
      <div
        className="animate-fade-in absolute inset-0 bg-gray-950/60"
        aria-hidden="true"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="animate-dialog-in relative flex max-h-[92dvh] w-full max-w-3xl flex-col overflow-hidden rounded-t-2xl bg-white shadow-xl desktop:rounded-2xl"
      >
        <div className="flex items-start justify-between gap-3 border-b border-gray-200 px-5 py-4">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-bold text-gray-900">
              {detail?.title ?? '포트폴리오'}
            </h2>
            {detail ? (
              <p className="text-sm text-gray-600">{detail.company.companyName ?? ''}</p>
            ) : null}
          </div>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label="닫기"
            className={buttonClassName('ghost', 'md', 'shrink-0 text-lg')}
          >
            ✕
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-5">
          {state.status === 'loading' ? (
            <div role="status" className="flex flex-col gap-3">
              <span className="sr-only">포트폴리오를 불러오는 중입니다</span>
              <Skeleton className="aspect-[4/3] w-full" />
              <Skeleton className="h-5 w-2/3" />
            </div>
          ) : null}
          {state.status === 'failed' ? (
            <div className="text-center">
              <p role="alert" className="text-[15px] text-danger-700">
                {state.failure.message}
              </p>
              <Button variant="outline" className="mt-3" onClick={retry}>
                다시 시도
              </Button>
            </div>
          ) : null}
          {detail && data ? (
            <div className="flex flex-col gap-5">
              <PortfolioImages key={detail.id} detail={detail} />
              <div className="flex flex-wrap items-start justify-between gap-3">
                <Facts detail={detail} />
                {detail.isMine ? null : (
                  <FavoriteToggleButton
                    key={detail.id}
                    kind={FAVORITE_PORTFOLIO}
                    targetId={detail.id}
                    isFavorite={detail.isFavorite}
                  />
                )}
              </div>
              {detail.description ? (
                <p className="whitespace-pre-line text-[15px] leading-relaxed text-gray-800">
                  {detail.description}
                </p>
              ) : null}
              {data.portfolioRecommendations.length > 0 ? (
                <section aria-labelledby={`${titleId}-similar`}>
                  <h3 id={`${titleId}-similar`} className="text-[15px] font-bold text-gray-900">
                    비슷한 포트폴리오
                  </h3>
                  <ul className="mt-3 grid grid-cols-2 gap-3 desktop:grid-cols-3">
                    {data.portfolioRecommendations.map(({ portfolio, reason }) => (
                      <li key={portfolio.id}>
                        <PortfolioCard
                          item={portfolio}
                          headingLevel="h3"
                          eyebrow={reason}
                          onOpen={() => onOpen(portfolio.id)}
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </div>,
    root,
  );
}
