import type { ReactNode } from 'react';
import { EstimateRequestLink } from '../../profile/components/EstimateRequestLink';
import { buttonClassName } from '../../ui/components/Button';
import { MenuIcon } from '../../ui/components/icons';
import { BID_UPLOAD_PATH } from '../utils/navigation';
import {
  AccountArea,
  AuthFlowExitNotice,
  DrawerToggle,
  HeaderSearch,
  PhoneAccountShortcut,
} from './HeaderIslands';
import { Logo } from './Logo';
import { TabBar } from './TabBar';

type SiteHeaderProps = {
  /** Server-rendered usage-guide links (they need serviceManage), one per place they appear. */
  usageGuideBarLink: ReactNode;
  usageGuideDrawerLink: ReactNode;
};

/**
 * A server component: the layout of both headers is rendered once on the server; the parts that
 * read the session or the route, or answer a click, are the client islands of HeaderIslands.
 */
export function SiteHeader({ usageGuideBarLink, usageGuideDrawerLink }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white">
      {/* Desktop (≥ 820px): top bar and the tab bar. */}
      <div className="hidden desktop:block">
        <div className="mx-auto flex h-[72px] max-w-[1200px] items-center gap-8 px-6">
          <AuthFlowExitNotice>
            <Logo />
          </AuthFlowExitNotice>
          <div className="max-w-[560px] flex-1">
            <HeaderSearch variant="header" />
          </div>
          <div className="ml-auto">
            <AccountArea loginClassName={buttonClassName('outline', 'md', 'rounded-full px-5')} />
          </div>
        </div>
        <div className="border-t border-gray-100">
          <div className="mx-auto flex h-[52px] max-w-[1200px] items-stretch justify-between px-3">
            <TabBar />
            <div className="flex items-center gap-1 pr-3">
              {usageGuideBarLink}
              <EstimateRequestLink
                href={BID_UPLOAD_PATH}
                className={buttonClassName('primary', 'md', 'px-4')}
              >
                견적 요청하기
              </EstimateRequestLink>
            </div>
          </div>
        </div>
      </div>

      {/* Phone (< 820px): hamburger, logo and the compact search outside the home page. */}
      <div className="desktop:hidden">
        <div className="flex h-14 items-center gap-1 pr-3 pl-1">
          <DrawerToggle
            icon={<MenuIcon className="size-6" />}
            usageGuideLink={usageGuideDrawerLink}
          />
          <AuthFlowExitNotice>
            <Logo />
          </AuthFlowExitNotice>
          <div className="ml-auto">
            <PhoneAccountShortcut />
          </div>
        </div>
        <HeaderSearch variant="compact" />
      </div>
    </header>
  );
}
