'use client';

import { useEffect, useState } from 'react';
import { ChevronRightIcon } from '../../ui/components/icons';
import { RecordedAdLink } from './RecordedAdLink';

export type TopBanner = {
  id: string;
  title: string;
  url: string | null;
  /** ≥ 820 px. */
  desktopSrc: string;
  /** < 820 px (the desktop image when the banner has no mobile one). */
  mobileSrc: string;
};

/** How long a banner stays before the next one while rotation is on. */
const ROTATE_MS = 6_000;

const CONTROL_CLASS =
  'inline-flex size-11 items-center justify-center rounded-full bg-black/45 text-white backdrop-blur-sm transition-colors hover:bg-black/65 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

function PauseIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
      <rect x="5" y="4" width="3.5" height="12" rx="1" />
      <rect x="11.5" y="4" width="3.5" height="12" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
      <path d="M6 4.5v11a.8.8 0 0 0 1.2.7l8.6-5.5a.8.8 0 0 0 0-1.4L7.2 3.8A.8.8 0 0 0 6 4.5Z" />
    </svg>
  );
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** What tells that a person is using the page (not a crawler or a measurement loading it). */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * The home page's top banners (advertisementsForTop): the desktop image from 820 px, the mobile
 * one below. More than one rotates every few seconds once the visitor has done something on the
 * page (scrolled, touched, typed: a page that only loads stays still, and no banner image is
 * fetched for nobody), with a pause button that stops it for good, and stops while the pointer or
 * focus is on it; with reduced motion it never rotates by itself.
 * Only the banner on screen is in the page's reading and tab order; its click is counted on the
 * way (RecordedAdLink).
 */
export function TopBannerCarousel({ banners }: { banners: TopBanner[] }) {
  const [index, setIndex] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const [isHeld, setIsHeld] = useState(false);
  const [isPageInUse, setIsPageInUse] = useState(false);
  const count = banners.length;
  const isRotating = count > 1 && isPageInUse && !isPaused && !isHeld;

  useEffect(() => {
    if (count < 2) return;
    const markInUse = () => setIsPageInUse(true);
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, markInUse, { once: true, passive: true });
    }
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, markInUse);
    };
  }, [count]);

  useEffect(() => {
    if (!isRotating || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [isRotating, count]);

  if (count === 0) return null;
  const show = (next: number) => setIndex((next + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="주요 소식"
      className="mx-auto w-full max-w-[1200px] px-5 pt-6 desktop:px-6 desktop:pt-10"
      onMouseEnter={() => setIsHeld(true)}
      onMouseLeave={() => setIsHeld(false)}
      onFocus={() => setIsHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsHeld(false);
      }}
    >
      <div className="relative overflow-hidden rounded-2xl bg-brand-800">
        {/* Polite while paused: a rotating region would speak every few seconds. */}
        <div aria-live={isRotating ? 'off' : 'polite'}>
          {banners.map((banner, position) => {
            const image = (
              <picture>
                <source media="(min-width: 820px)" srcSet={banner.desktopSrc} />
                <img
                  src={banner.mobileSrc}
                  alt={banner.title}
                  width={780}
                  height={440}
                  // The first banner is often the page's largest paint on a phone: asked for early.
                  loading={position === 0 ? 'eager' : 'lazy'}
                  fetchPriority={position === 0 ? 'high' : 'auto'}
                  className="aspect-[780/440] w-full object-cover desktop:aspect-[10/3]"
                />
              </picture>
            );
            return (
              <div
                key={banner.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${position + 1} / ${count}`}
                hidden={position !== index}
                data-testid="home-banner-slide"
              >
                {banner.url ? (
                  <RecordedAdLink kind="banner" id={banner.id} href={banner.url} className="block">
                    {image}
                  </RecordedAdLink>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
        {count > 1 ? (
          <div className="absolute right-3 bottom-3 flex items-center gap-1.5 desktop:right-4 desktop:bottom-4">
            <span className="mr-1 rounded-full bg-black/45 px-2.5 py-1 text-xs font-semibold text-white tabular-nums">
              {index + 1} / {count}
            </span>
            <button
              type="button"
              className={CONTROL_CLASS}
              onClick={() => show(index - 1)}
              aria-label="이전 배너"
            >
              <ChevronRightIcon className="size-5 rotate-180" />
            </button>
            <button
              type="button"
              className={CONTROL_CLASS}
              onClick={() => setIsPaused((paused) => !paused)}
              aria-label={isPaused ? '배너 자동 넘김 재생' : '배너 자동 넘김 정지'}
            >
              {isPaused ? <PlayIcon /> : <PauseIcon />}
            </button>
            <button
              type="button"
              className={CONTROL_CLASS}
              onClick={() => show(index + 1)}
              aria-label="다음 배너"
            >
              <ChevronRightIcon className="size-5" />
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
