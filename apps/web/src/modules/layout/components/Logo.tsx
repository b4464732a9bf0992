import Link from 'next/link';

export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="9" className="fill-brand-600" />
      <path
        d="M7 15.5 16 8l9 7.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M10.5 14v9.5h11V14"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinejoin="round"
      />
      <path d="M14.5 23.5V18.5h3v5" fill="#ffb020" />
    </svg>
  );
}

export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link
      href="/"
      aria-label="공사마켓 홈"
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg ${className}`}
    >
      <LogoMark />
      <span className="text-[19px] font-extrabold tracking-tight text-gray-900">
        공사<span className="text-brand-600">마켓</span>
      </span>
    </Link>
  );
}
