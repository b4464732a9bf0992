import type { ReactNode } from 'react';

/** The card the find-email and reset-password pages sit in, sized like the login card. */
export function RecoveryFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-8 desktop:py-14">
      <div className="w-full max-w-[480px] rounded-3xl bg-white px-5 py-8 ring-1 ring-gray-200 desktop:px-10 desktop:py-11">
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        {description ? (
          <p className="mt-2 text-[15px] leading-relaxed text-gray-600">{description}</p>
        ) : null}
        <div className="mt-7">{children}</div>
      </div>
    </div>
  );
}
