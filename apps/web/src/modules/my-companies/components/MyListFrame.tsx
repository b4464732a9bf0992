import type { ReactNode } from 'react';

type MyListFrameProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

/** Page frame of the my-page lists (recent views, favourites, points). */
export function MyListFrame({ title, description, children }: MyListFrameProps) {
  return (
    <div className="mx-auto w-full max-w-[960px] px-4 py-6 desktop:px-6 desktop:py-10">
      <h1 className="text-xl font-extrabold text-gray-900 desktop:text-2xl">{title}</h1>
      {description ? <p className="mt-1 text-[15px] text-gray-600">{description}</p> : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}
