'use client';

import {
  canCreateInnovationProduct,
  formatNumber,
  INNOVATION_PRODUCT_REFUSAL,
  INNOVATION_PRODUCT_STATUS_LABELS,
  type InnovationProductStatus,
} from '@gongsa/domain';
import { useRef, useState } from 'react';
import { MyInnovationProductsDocument } from '../../../graphql/generated/operations/my-innovation-products';
import { SetInnovationProductHiddenDocument } from '../../../graphql/generated/operations/set-innovation-product-hidden';
import { useGraphqlInfinite } from '../../data/hooks/useGraphqlInfinite';
import { useGraphqlMutation } from '../../data/hooks/useGraphqlMutation';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { CompanyListSection, PagedListContent } from '../../my-companies/components/ListStates';
import { MyListFrame } from '../../my-companies/components/MyListFrame';
import { toMyListPaging } from '../../my-companies/utils/my-list';
import { useAccount } from '../../session/hooks/useAccount';
import { Button, ButtonLink } from '../../ui/components/Button';
import { InfoIcon } from '../../ui/components/icons';
import { useDialog } from '../../ui/hooks/useDialog';
import { useToast } from '../../ui/hooks/useToast';
import { PRODUCT_GRID_CLASS, ProductCard } from './ProductCard';

const STATUS_BADGE_CLASS: Readonly<Record<InnovationProductStatus, string>> = {
  PENDING: 'bg-accent-50 text-accent-700',
  LISTED: 'bg-brand-50 text-success-600',
  REJECTED: 'bg-danger-50 text-danger-700',
  HIDDEN: 'bg-gray-100 text-gray-700',
  OUT_OF_PERIOD: 'bg-gray-100 text-gray-700',
};

export function ProductStatusBadge({ status }: { status: InnovationProductStatus }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${STATUS_BADGE_CLASS[status]}`}>
      {INNOVATION_PRODUCT_STATUS_LABELS[status]}
    </span>
  );
}

/** What a member who cannot list products (기술자, 의뢰인) sees instead of the list and the form. */
export function ProductRefusalNotice() {
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-gray-200 bg-white px-5 py-6">
      <InfoIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <div>
        <p className="text-[15px] font-semibold text-gray-900">{INNOVATION_PRODUCT_REFUSAL}</p>
        <p className="mt-1 text-sm text-gray-600">
          혁신제품몰에서 다른 업체의 혁신제품을 둘러볼 수 있어요.
        </p>
        <ButtonLink href="/mall" variant="outline" className="mt-4">
          혁신제품몰 둘러보기
        </ButtonLink>
      </div>
    </div>
  );
}

function MyProductList() {
  const dialog = useDialog();
  const showToast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [changingId, setChangingId] = useState<string | null>(null);
  const paged = useGraphqlInfinite(
    MyInnovationProductsDocument,
    (after) => ({ paging: toMyListPaging(after) }),
    { isMemberOnly: true, selectPage: (data) => data.myInnovationProducts },
  );
  const setHidden = useGraphqlMutation(
    SetInnovationProductHiddenDocument,
    'setInnovationProductHidden',
    { invalidates: ['MyInnovationProducts', 'MallProducts', 'MallProduct'] },
  );

  async function toggle(id: string, name: string, isHidden: boolean) {
    const isConfirmed = await dialog.confirm(
      isHidden
        ? {
            title: '혁신제품을 다시 보일까요?',
            message: `‘${name}’ 제품이 승인된 상태라면 지정 기간 동안 혁신제품몰에 다시 보여요.`,
            confirmLabel: '다시 보이기',
          }
        : {
            title: '혁신제품을 숨길까요?',
            message: `‘${name}’ 제품이 혁신제품몰에서 사라져요. 언제든 다시 보이게 할 수 있어요.`,
            confirmLabel: '숨기기',
            isDestructive: true,
          },
    );
    if (!isConfirmed) return;
    setChangingId(id);
    const result = await setHidden({ id, isHidden: !isHidden });
    setChangingId(null);
    if (isGraphqlFailure(result)) {
      showToast(result.message);
      return;
    }
    showToast(result.isHidden ? '혁신제품을 숨겼어요.' : '혁신제품을 다시 보이게 했어요.');
    headingRef.current?.focus();
  }

  return (
    <PagedListContent
      paged={paged}
      loadingLabel="내 혁신제품을 불러오는 중입니다"
      empty={{
        title: '아직 등록한 혁신제품이 없어요',
        description:
          '혁신제품 지정을 받은 제품을 올리면 운영자 승인 후 지정 기간 동안 혁신제품몰에 보여요.',
        action: { href: '/myPage/product/new', label: '첫 혁신제품 등록하기' },
      }}
    >
      {(loaded, loadMoreControl) => (
        <CompanyListSection
          headingId="my-products-heading"
          headingRef={headingRef}
          heading={`내 혁신제품 ${formatNumber(loaded.totalCount)}개`}
          loadMoreControl={loadMoreControl}
          listClassName={PRODUCT_GRID_CLASS}
        >
          {loaded.nodes.map((item) => (
            <li key={item.id}>
              <ProductCard
                item={item}
                href={`/mall/${item.id}`}
                badge={<ProductStatusBadge status={item.status} />}
                actions={
                  <div className="flex w-full flex-col gap-2">
                    {item.status === 'REJECTED' && item.rejectReason ? (
                      <p className="rounded-lg bg-danger-50 px-3 py-2 text-[13px] text-danger-700">
                        반려 사유: {item.rejectReason}
                      </p>
                    ) : null}
                    <div className="flex gap-2">
                      <ButtonLink
                        href={`/myPage/product/${item.id}`}
                        variant="outline"
                        size="sm"
                        aria-label={`${item.name} 수정`}
                      >
                        수정
                      </ButtonLink>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`${item.name} ${item.isHidden ? '다시 보이기' : '숨기기'}`}
                        disabled={changingId === item.id}
                        onClick={() => void toggle(item.id, item.name, item.isHidden)}
                      >
                        {item.isHidden ? '다시 보이기' : '숨기기'}
                      </Button>
                    </div>
                  </div>
                }
              />
            </li>
          ))}
        </CompanyListSection>
      )}
    </PagedListContent>
  );
}

/** /myPage/product: the company's innovation products with their review state, 등록 / 수정 / 숨기기. */
export function MyProductsPage() {
  const { me } = useAccount();
  const type = me?.profile?.type ?? null;
  const isRefused = type !== null && !canCreateInnovationProduct(type);
  return (
    <MyListFrame
      title="혁신제품"
      description="혁신제품을 올리면 운영자 승인 후 지정 기간 동안 혁신제품몰에 보여요."
    >
      {isRefused ? (
        <ProductRefusalNotice />
      ) : (
        <>
          <div className="mb-5 flex justify-end">
            <ButtonLink href="/myPage/product/new">혁신제품 등록</ButtonLink>
          </div>
          <MyProductList />
        </>
      )}
    </MyListFrame>
  );
}
