import type { ReactNode } from 'react';
import { MyPageMenu, MyPageMenuHomeLink } from './MyPageMenu';

/**
 * Every /myPage page: from lg up, the side navigation beside the page (ADR 0026); below it the
 * page alone, and /myPage itself lists the areas.
 */
export function MyPageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col lg:mx-auto lg:w-full lg:max-w-[1200px] lg:flex-row lg:px-6">
      <nav
        aria-label="마이페이지 메뉴"
        // Never taller than the window below the header: with every area listed it would otherwise
        // scroll on with the page and slide its first entries under the sticky header.
        className="hidden lg:sticky lg:top-[125px] lg:block lg:max-h-[calc(100dvh-125px)] lg:w-56 lg:shrink-0 lg:self-start lg:overflow-y-auto lg:py-8"
      >
        <MyPageMenuHomeLink className="flex min-h-11 items-center rounded-lg px-3 text-lg font-extrabold text-gray-900 hover:bg-gray-100 aria-[current=page]:text-brand-700" />
        <MyPageMenu variant="side" />
      </nav>
      <div className="flex min-w-0 flex-1 flex-col">{children}</div>
    </div>
  );
}
