import type { ReactNode } from 'react';
import type { PortfolioCardFieldsFragment } from '../../../graphql/generated/graphql';
import { formatPortfolioPlace, formatPortfolioTerm } from '../utils/portfolio-form';

type PortfolioCardProps = {
  item: PortfolioCardFieldsFragment;
  /** Opens the detail: the title becomes a button (the whole card is its target). */
  onOpen?: (() => void) | undefined;
  /** A line above the facts (e.g. the company, or why it is recommended). */
  eyebrow?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 'h2' | 'h3';
};

/** A portfolio as lists show it: main photo, title, trade, region and term. */
export function PortfolioCard({
  item,
  onOpen,
  eyebrow,
  actions,
  headingLevel: Heading = 'h3',
}: PortfolioCardProps) {
  const trade = item.categories.map((category) => category.name).join(', ');
  const place = formatPortfolioPlace(item);
  const term = formatPortfolioTerm(item.serviceTermStart ?? null, item.serviceTermEnd ?? null);
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
          <div className="flex size-full items-center justify-center text-sm text-gray-600">
            사진 없음
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 px-3 py-3">
        {eyebrow ? <p className="text-[13px] font-medium text-brand-700">{eyebrow}</p> : null}
        <Heading className="line-clamp-2 text-[15px] font-semibold text-gray-900">
          {onOpen ? (
            <button
              type="button"
              onClick={onOpen}
              className="text-left outline-none after:absolute after:inset-0 after:content-['']"
            >
              {item.title}
            </button>
          ) : (
            item.title
          )}
        </Heading>
        {trade ? <p className="line-clamp-1 text-sm text-gray-700">{trade}</p> : null}
        <p className="text-[13px] text-gray-600">{[place, term].filter(Boolean).join(' · ')}</p>
        {actions ? <div className="relative z-10 mt-auto flex gap-2 pt-2">{actions}</div> : null}
      </div>
    </article>
  );
}
