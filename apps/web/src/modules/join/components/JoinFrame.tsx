import type { ReactNode } from 'react';
import { Skeleton } from '../../ui/components/Skeleton';
import { JoinSteps } from './JoinSteps';

/** The card every sign-up step sits in: the step indicator, the title and the step's form. */
export function JoinFrame({
  step,
  title,
  description,
  children,
}: {
  step: 1 | 2 | 3;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-8 desktop:py-14">
      <div className="w-full max-w-[560px] rounded-3xl bg-white px-5 py-8 ring-1 ring-gray-200 desktop:px-10 desktop:py-11">
        <JoinSteps current={step} />
        <h1 className="mt-8 text-2xl font-bold text-gray-900">{title}</h1>
        {description ? <p className="mt-2 text-[15px] text-gray-600">{description}</p> : null}
        <div className="mt-7">{children}</div>
      </div>
    </div>
  );
}

/** Shown while the stored session (with the earlier steps' answers) is being read. */
export function JoinFormSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">불러오는 중입니다</span>
      {[0, 1, 2, 3].map((index) => (
        <div key={index}>
          <Skeleton className="h-5 w-24" />
          <Skeleton className="mt-2 h-12" />
        </div>
      ))}
    </div>
  );
}
