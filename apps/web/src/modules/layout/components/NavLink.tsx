import Link from 'next/link';
import type { ReactNode } from 'react';

type NavLinkProps = {
  href: string;
  /** Whether the link is the page on screen: `aria-current="page"` and the current look. */
  isCurrent: boolean;
  className: string;
  onClick?: () => void;
  children: ReactNode;
};

/** A navigation list's link that says when it is the current page (drawer, my-page menu). */
export function NavLink({ href, isCurrent, className, onClick, children }: NavLinkProps) {
  return (
    <Link
      href={href}
      onClick={onClick}
      aria-current={isCurrent ? 'page' : undefined}
      className={className}
    >
      {children}
    </Link>
  );
}
