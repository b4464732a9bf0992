import type { ReactNode } from 'react';

type SectionCardProps = {
  id: string;
  title: string;
  /** Next to the title: a count, a badge or an action. */
  aside?: ReactNode;
  children: ReactNode;
};

/** One titled block of the detail page; the heading names the region for screen readers. */
export function SectionCard({ id, title, aside, children }: SectionCardProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-32 rounded-2xl desktop:scroll-mt-36 border border-gray-200 bg-white px-5 py-6 desktop:px-7"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-gray-900">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
