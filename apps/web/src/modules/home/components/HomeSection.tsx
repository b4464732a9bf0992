import Link from 'next/link';
import type { ReactNode } from 'react';
import { ChevronRightIcon } from '../../ui/components/icons';

type HomeSectionProps = {
  id: string;
  title: string;
  description?: string;
  /** A "see all" link at the heading's end. */
  more?: { href: string; label: string };
  children: ReactNode;
};

/** One block of the home page: a heading, an optional "see all" link, its content. */
export function HomeSection({ id, title, description, more, children }: HomeSectionProps) {
  return (
    // Below the fold: the browser lays a block out when it comes near the screen, not while the
    // page first renders (content-visibility; the intrinsic size keeps the scrollbar steady).
    <section
      aria-labelledby={id}
      className="mx-auto w-full max-w-[1200px] px-5 pt-10 [contain-intrinsic-size:auto_640px] [content-visibility:auto] desktop:px-6 desktop:pt-14"
    >
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id={id} className="text-xl font-bold text-gray-900 desktop:text-2xl">
            {title}
          </h2>
          {description ? <p className="mt-1 text-[15px] text-gray-600">{description}</p> : null}
        </div>
        {more ? (
          <Link
            href={more.href}
            className="inline-flex min-h-11 shrink-0 items-center gap-0.5 text-[15px] font-semibold text-brand-700 hover:underline"
          >
            {more.label}
            <ChevronRightIcon className="size-4" />
          </Link>
        ) : null}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
