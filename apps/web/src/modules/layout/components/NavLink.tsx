import Link from 'next/link';
import type { ReactNode } from 'react';

type NavLinkProps = {
  href: string;
  /** Whether the link is the page on screen: `aria-current="page"` and the current look. */
  isCurrent: boolean;
  /**
   * false when the link is current as the section of the page on screen, not the page itself
   * (the drawer's 마이페이지 on /myPage/favorite): aria-current="true", so only the page's own
   * link says "page".
   */
  isExactPage?: boolean;
  className: string;
  onClick?: () => void;
  children: ReactNode;
};

/** A navigation list's link that says when it is the current page (drawer, my-page menu). */
export function NavLink({
  href,
  isCurrent,
  isExactPage = true,
  className,
  onClick,
  children,
}: NavLinkProps) {
  return (
    <Link
      href={href}
      onClick={onClick}
      aria-current={isCurrent ? (isExactPage ? 'page' : 'true') : undefined}
      className={className}
    >
      {children}
    </Link>
  );
}
