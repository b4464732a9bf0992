import {
  formatInnovationProductPrice,
  INNOVATION_PRODUCT_CATEGORY_LABELS,
  type InnovationProductCategory,
} from '@gongsa/domain';
import Link from 'next/link';
import type { ReactNode } from 'react';

export type ProductCardItem = {
  id: string;
  name: string;
  category: InnovationProductCategory;
  companyName?: string | null;
  price?: number | null;
  summary?: string | null;
  mainImage?: {
    thumbnailURL?: string | null;
    lowQualityURL?: string | null;
    url?: string | null;
  } | null;
};

type ProductCardProps = {
  item: ProductCardItem;
  /** The product page: the name becomes a link and the whole card its target. */
  href?: string;
  /** A line above the name (the owner's state badge). */
  badge?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 'h2' | 'h3';
};

export const PRODUCT_GRID_CLASS =
  'grid grid-cols-1 gap-4 min-[560px]:grid-cols-2 desktop:grid-cols-3';

/** A product as lists show it: main photo, category, name, company, price and summary. */
export function ProductCard({
  item,
  href,
  badge,
  actions,
  headingLevel: Heading = 'h3',
}: ProductCardProps) {
  const imageUrl =
    item.mainImage?.lowQualityURL ?? item.mainImage?.thumbnailURL ?? item.mainImage?.url;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white focus-within:ring-3 focus-within:ring-brand-600">
      <div className="aspect-[4/3] bg-gray-100">
        {imageUrl ? (
          // Uploaded files come with their own WebP sizes from the API (see UserAvatar).
          // eslint-disable-next-line @next/next/no-img-element
          <img src={imageUrl} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center bg-gradient-to-br from-brand-50 to-gray-100 text-sm font-semibold text-brand-700">
            {INNOVATION_PRODUCT_CATEGORY_LABELS[item.category]}
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 px-3 py-3">
        <p className="flex flex-wrap items-center gap-2 text-[13px] font-medium text-brand-700">
          <span>{INNOVATION_PRODUCT_CATEGORY_LABELS[item.category]}</span>
          {badge}
        </p>
        <Heading className="line-clamp-2 text-[15px] font-semibold text-gray-900">
          {href ? (
            <Link
              href={href}
              className="outline-none after:absolute after:inset-0 after:content-['']"
            >
              {item.name}
            </Link>
          ) : (
            item.name
          )}
        </Heading>
        {item.companyName ? (
          <p className="line-clamp-1 text-sm text-gray-700">{item.companyName}</p>
        ) : null}
        <p className="text-[15px] font-bold text-gray-900">
          {formatInnovationProductPrice(item.price)}
        </p>
        {item.summary ? (
          <p className="line-clamp-2 text-[13px] text-gray-600">{item.summary}</p>
        ) : null}
        {actions ? <div className="relative z-10 mt-auto flex gap-2 pt-2">{actions}</div> : null}
      </div>
    </article>
  );
}
