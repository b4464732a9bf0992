import { Suspense, type ReactNode } from 'react';
import { BottomTabBar } from './BottomTabBar';
import { Footer } from './Footer';
import { SiteHeader } from './SiteHeader';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { UsageGuideLink } from './UsageGuideLink';

/** Header, main landmark, footer and the phone tab bar around every page except /report. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader
        usageGuideBarLink={
          <Suspense fallback={null}>
            <UsageGuideLink variant="bar" />
          </Suspense>
        }
        usageGuideDrawerLink={
          <Suspense fallback={null}>
            <UsageGuideLink variant="drawer" />
          </Suspense>
        }
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {children}
      </main>
      <Suspense fallback={<div className="h-72 border-t border-gray-200 bg-white" />}>
        <Footer />
      </Suspense>
      <BottomTabBar />
    </>
  );
}
