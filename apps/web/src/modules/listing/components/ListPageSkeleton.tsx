import { Fragment, type ReactNode } from 'react';
import { Skeleton } from '../../ui/components/Skeleton';

type ListPageSkeletonProps = {
  /** Height classes of the filter sidebar's sections, in the panel's order. */
  panelSectionHeights: readonly string[];
  /** The card placeholders of the list. */
  cards: ReactNode;
};

/** A list page (/company, /bid) before it is ready: heading, filter sidebar and card placeholders. */
export function ListPageSkeleton({ panelSectionHeights, cards }: ListPageSkeletonProps) {
  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-6 desktop:px-6 desktop:py-10">
      <Skeleton className="h-8 w-40" />
      <Skeleton className="mt-2 h-4 w-72 max-w-full" />
      <div className="mt-6 desktop:grid desktop:grid-cols-[272px_minmax(0,1fr)] desktop:gap-8">
        <div className="hidden rounded-2xl border border-gray-200 bg-white p-5 desktop:block">
          {panelSectionHeights.map((height, index) => (
            <Fragment key={index}>
              <Skeleton className={index > 0 ? 'mt-6 h-5 w-16' : 'h-5 w-16'} />
              <Skeleton className={`mt-3 ${height} w-full`} />
            </Fragment>
          ))}
        </div>
        <div>
          <div className="flex items-center justify-between">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-9 w-32" />
          </div>
          <div className="mt-4">{cards}</div>
        </div>
      </div>
    </div>
  );
}
