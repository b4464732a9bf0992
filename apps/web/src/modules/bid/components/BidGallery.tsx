'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { ChevronRightIcon } from '../../ui/components/icons';
import { orderGalleryImages } from '../utils/gallery';

type GalleryImage = {
  id: string;
  filename: string;
  url: string;
  thumbnailURL?: string | null;
  highQualityURL?: string | null;
};

type BidGalleryProps = {
  images: readonly GalleryImage[];
  mainImageId?: string | null | undefined;
};

const NAV_BUTTON_CLASS =
  'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow-md hover:bg-white';

/**
 * Site photos: one large image with previous/next buttons and a strip of thumbnails. Arrow keys
 * move between photos while focus is anywhere in the gallery.
 */
export function BidGallery({ images, mainImageId }: BidGalleryProps) {
  const ordered = orderGalleryImages(images, mainImageId);
  const [index, setIndex] = useState(0);
  const statusId = useId();
  const count = ordered.length;
  const current = ordered[Math.min(index, count - 1)];
  if (!current) return null;

  const show = (next: number) => setIndex((next + count) % count);
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      show(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      show(index - 1);
    }
  };

  return (
    <div
      role="group"
      aria-roledescription="사진 슬라이드"
      aria-label="현장 사진"
      onKeyDown={handleKeyDown}
      data-testid="bid-gallery"
    >
      <div className="relative overflow-hidden rounded-2xl bg-gray-100">
        {/* Uploaded files are served by the API with their own WebP variants (see UserAvatar). */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={current.highQualityURL ?? current.url}
          alt={`현장 사진 ${index + 1} / ${count}`}
          className="aspect-[4/3] w-full object-contain desktop:aspect-[16/9]"
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              aria-label="이전 사진"
              onClick={() => show(index - 1)}
              className={`${NAV_BUTTON_CLASS} left-3`}
            >
              <ChevronRightIcon className="size-6 rotate-180" />
            </button>
            <button
              type="button"
              aria-label="다음 사진"
              onClick={() => show(index + 1)}
              className={`${NAV_BUTTON_CLASS} right-3`}
            >
              <ChevronRightIcon className="size-6" />
            </button>
            <p
              id={statusId}
              aria-live="polite"
              className="absolute right-3 bottom-3 rounded-full bg-gray-900/75 px-2.5 py-0.5 text-xs font-semibold text-white"
            >
              {index + 1} / {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-2 flex gap-2 overflow-x-auto pb-1" aria-label="사진 목록">
          {ordered.map((image, imageIndex) => (
            <li key={image.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(imageIndex)}
                aria-label={`사진 ${imageIndex + 1} 보기`}
                aria-current={imageIndex === index ? 'true' : undefined}
                className="block overflow-hidden rounded-lg border-2 border-transparent aria-[current=true]:border-brand-600"
              >
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={image.thumbnailURL ?? image.url}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
