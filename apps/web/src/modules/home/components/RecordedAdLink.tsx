'use client';

import Link from 'next/link';
import type { AdEventKind } from '@gongsa/domain';
import type { ReactNode } from 'react';
import { recordAdClick } from '../utils/record-ad-click';

type RecordedAdLinkProps = {
  kind: AdEventKind;
  id: string;
  href: string;
  className?: string;
  /** Read by screen readers when the link's content is an image or needs more words. */
  'aria-label'?: string;
  children: ReactNode;
};

/** Whether a link stays on this site (`/bid`; not `//host` nor `/\host`, which leave it). */
export function isSitePath(href: string): boolean {
  return /^\/(?![/\\])/.test(href);
}

/** An advertiser's page: http(s) only (no `javascript:`, `data:` or other schemes). */
export function isWebAddress(href: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(href);
}

/**
 * A banner's or an advertisement's link whose click is counted on the way (recordAdClick). A site
 * path is a client navigation; an advertiser's page opens in a new tab without access back.
 */
export function RecordedAdLink({
  kind,
  id,
  href,
  className,
  children,
  ...rest
}: RecordedAdLinkProps) {
  const onClick = () => recordAdClick(kind, id);
  if (isSitePath(href)) {
    return (
      // Not prefetched: a banner on screen is not a sign the visitor will go there.
      <Link href={href} className={className} onClick={onClick} prefetch={false} {...rest}>
        {children}
      </Link>
    );
  }
  // Anything else is not followed: the banner or ad shows without a link.
  if (!isWebAddress(href)) {
    return <span className={className}>{children}</span>;
  }
  return (
    <a href={href} target="_blank" rel="noopener" className={className} onClick={onClick} {...rest}>
      {children}
      <span className="sr-only"> (새 탭에서 열림)</span>
    </a>
  );
}
