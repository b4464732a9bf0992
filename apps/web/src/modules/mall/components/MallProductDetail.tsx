'use client';

import {
  formatDesignationPeriod,
  formatInnovationProductPrice,
  formatNumber,
  INNOVATION_PRODUCT_CATEGORY_LABELS,
  INNOVATION_PRODUCT_STATUS_LABELS,
} from '@gongsa/domain';
import Link from 'next/link';
import { useState } from 'react';
import { IncreaseInnovationProductLinkClickDocument } from '../../../graphql/generated/operations/increase-innovation-product-link-click';
import { MallProductDocument } from '../../../graphql/generated/operations/mall-product';
import { useGraphqlMutation } from '../../data/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { buttonClassName } from '../../ui/components/Button';
import { DetailLoadError, DetailNotFound } from '../../ui/components/DetailPageStates';
import { ExternalLinkIcon } from '../../ui/components/icons';
import { Skeleton } from '../../ui/components/Skeleton';

function ProductDetailSkeleton() {
  return (
    <div role="status" className="grid gap-6 desktop:grid-cols-2">
      <span className="sr-only">혁신제품을 불러오는 중입니다</span>
      <Skeleton className="aspect-[4/3] w-full rounded-2xl" />
      <div className="flex flex-col gap-3">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}

type Photo = { id: string; url?: string | null; lowQualityURL?: string | null };

function ProductPhotos({ photos, name }: { photos: readonly Photo[]; name: string }) {
  const [shownIndex, setShownIndex] = useState(0);
  const shown = photos[shownIndex] ?? photos[0];
  if (!shown) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-gradient-to-br from-brand-50 to-gray-100 text-[15px] font-semibold text-brand-700">
        사진 없음
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="aspect-[4/3] overflow-hidden rounded-2xl bg-gray-100">
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={shown.url ?? shown.lowQualityURL ?? ''}
          alt={`${name} 사진 ${shownIndex + 1}`}
          className="size-full object-contain"
        />
      </div>
      {photos.length > 1 ? (
        <ul className="flex flex-wrap gap-2" aria-label="사진 고르기">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                aria-label={`사진 ${index + 1} 보기`}
                aria-pressed={index === shownIndex}
                onClick={() => setShownIndex(index)}
                className={`size-14 overflow-hidden rounded-lg border-2 ${
                  index === shownIndex ? 'border-brand-600' : 'border-transparent'
                }`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={photo.lowQualityURL ?? photo.url ?? ''}
                  alt=""
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** /mall/[id]: one product, with 구매하러 가기 to the company's shop in a new tab. */
export function MallProductDetail({ id }: { id: string }) {
  const { state, retry } = useGraphqlQuery(
    MallProductDocument,
    { id },
    { field: 'innovationProduct' },
  );
  const [clickCount, setClickCount] = useState<number | null>(null);
  const recordClick = useGraphqlMutation(
    IncreaseInnovationProductLinkClickDocument,
    'increaseInnovationProductLinkClick',
    { invalidates: [] },
  );

  if (state.status === 'loading') {
    return (
      <div className="mx-auto w-full max-w-[1100px] px-4 py-6 desktop:px-6 desktop:py-10">
        <ProductDetailSkeleton />
      </div>
    );
  }
  if (state.status === 'failed') {
    if (state.failure.code === 'NOT_FOUND') {
      return (
        <DetailNotFound
          title="혁신제품을 찾을 수 없어요"
          description="게시가 끝났거나 숨긴 제품일 수 있어요. 혁신제품몰에서 다른 제품을 둘러보세요."
          listHref="/mall"
          listLabel="혁신제품몰로 가기"
        />
      );
    }
    return (
      <DetailLoadError
        title="혁신제품을 불러오지 못했어요"
        message={state.failure.message}
        onRetry={retry}
      />
    );
  }

  const product = state.data;
  const photos = product.images.length > 0 ? product.images : [];
  const shownClickCount = clickCount ?? product.linkClickCount;

  // The link opens the shop itself; the count is recorded on the side and never holds it up.
  function onPurchaseClick() {
    void recordClick({ id: product.id }).then((result) => {
      if (!isGraphqlFailure(result)) setClickCount(result);
    });
  }

  return (
    <div className="mx-auto w-full max-w-[1100px] px-4 py-6 desktop:px-6 desktop:py-10">
      <nav aria-label="위치" className="mb-4 text-sm text-gray-600">
        <Link href="/mall" className="hover:underline">
          혁신제품몰
        </Link>
        <span aria-hidden="true"> › </span>
        <span>{INNOVATION_PRODUCT_CATEGORY_LABELS[product.category]}</span>
      </nav>
      {product.isMine && product.status !== 'LISTED' ? (
        <p
          role="status"
          className="mb-4 rounded-xl bg-accent-50 px-4 py-3 text-sm font-medium text-gray-800"
        >
          {INNOVATION_PRODUCT_STATUS_LABELS[product.status]} 상태라 다른 회원에게는 보이지 않아요.
        </p>
      ) : null}
      <div className="grid gap-6 desktop:grid-cols-2 desktop:gap-10">
        <ProductPhotos photos={photos} name={product.name} />
        <div className="flex flex-col">
          <p className="text-sm font-semibold text-brand-700">
            {INNOVATION_PRODUCT_CATEGORY_LABELS[product.category]}
          </p>
          <h1 className="mt-1 text-2xl font-extrabold text-gray-900">{product.name}</h1>
          {product.companyName ? (
            <p className="mt-1 text-[15px] text-gray-700">
              {product.company ? (
                <Link href={`/company/${product.company.id}`} className="hover:underline">
                  {product.companyName}
                </Link>
              ) : (
                product.companyName
              )}
            </p>
          ) : null}
          <p className="mt-4 text-2xl font-extrabold text-gray-900">
            {formatInnovationProductPrice(product.price)}
          </p>
          {product.summary ? (
            <p className="mt-3 text-[15px] leading-relaxed text-gray-700">{product.summary}</p>
          ) : null}
          <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-gray-200 bg-white px-4 py-4 text-sm">
            <dt className="text-gray-600">혁신제품 지정번호</dt>
            <dd className="font-medium text-gray-900">{product.designationNumber}</dd>
            <dt className="text-gray-600">지정 기간</dt>
            <dd className="font-medium text-gray-900">
              {formatDesignationPeriod(product.designationStartDate, product.designationEndDate)}
            </dd>
            <dt className="text-gray-600">조회 수</dt>
            <dd className="font-medium text-gray-900">{formatNumber(product.viewCount)}</dd>
            <dt className="text-gray-600">구매 링크 클릭</dt>
            <dd className="font-medium text-gray-900" data-testid="link-click-count">
              {formatNumber(shownClickCount)}
            </dd>
          </dl>
          {product.purchaseUrl ? (
            <a
              href={product.purchaseUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onPurchaseClick}
              // A middle click opens it in a tab too; a right click only opens the menu.
              onAuxClick={(event) => {
                if (event.button === 1) onPurchaseClick();
              }}
              className={buttonClassName(
                'primary',
                'lg',
                'mt-6 w-full desktop:w-auto desktop:self-start',
              )}
            >
              구매하러 가기
              <ExternalLinkIcon className="size-5" aria-hidden="true" />
              <span className="sr-only">(새 탭에서 열림)</span>
            </a>
          ) : null}
        </div>
      </div>
      {product.description ? (
        <section aria-labelledby="product-description-heading" className="mt-10">
          <h2 id="product-description-heading" className="text-lg font-bold text-gray-900">
            상세 설명
          </h2>
          <p className="mt-3 text-[15px] leading-relaxed whitespace-pre-line text-gray-800">
            {product.description}
          </p>
        </section>
      ) : null}
    </div>
  );
}
