'use client';

import type { ComponentProps } from 'react';
import { describeAnnouncementDeadline } from '@gongsa/domain';
import { FavoriteButtonFace } from '../../listing/components/FavoriteButtonFace';
import { lazyIsland } from '../../ui/utils/lazy-island';
import { useNow, useServerTime } from '../hooks/useNow';
import type { BidFavoriteButton } from './BidFavoriteButton';
import type { BidFileList } from './BidFileList';

// A visitor's detail (BidVisitorDetail) gets its interactive parts as lazy islands (ADR 0017,
// 2026-11-27): their code is not in the first load. They are fetched when this module runs, so
// the server renders them in place (no Suspense boundary: one would let React send them after the
// page's shell and reveal them late), and hydration waits for them in the browser. A member's page
// is itself loaded lazily and uses the components directly. The placeholders are what an island
// shows when its chunk cannot be fetched twice.

const COUNTDOWN_INTERVAL_MS = 30_000;

type FavoriteProps = ComponentProps<typeof BidFavoriteButton>;
type FileListProps = ComponentProps<typeof BidFileList>;

/** The heart as it looks; disabled, since it cannot answer without its code. */
function FavoritePlaceholder({ isFavorite }: FavoriteProps) {
  return <FavoriteButtonFace label="관심 공고" isFavorite={isFavorite} disabled />;
}

function GalleryPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="aspect-[4/3] w-full rounded-2xl bg-gray-100 desktop:aspect-[16/9]"
    />
  );
}

function FileListPlaceholder({ files }: FileListProps) {
  return (
    <div aria-hidden="true" className="grid gap-2">
      {files.map((file) => (
        <div key={file.id} className="min-h-11 rounded-xl border border-gray-200" />
      ))}
    </div>
  );
}

const LazyFavorite = lazyIsland(
  () => import('./BidFavoriteButton').then((module) => module.BidFavoriteButton),
  FavoritePlaceholder,
  { isFetchedEarly: true },
);

const LazyGallery = lazyIsland(
  () => import('./BidGallery').then((module) => module.BidGallery),
  GalleryPlaceholder,
  { isFetchedEarly: true },
);

const LazyFileList = lazyIsland(
  () => import('./BidFileList').then((module) => module.BidFileList),
  FileListPlaceholder,
  { isFetchedEarly: true },
);

// Components, not the lazy objects themselves: a client reference must resolve to a function.

/** 관심 공고 (a visitor's press leads to the login page). */
export function BidFavoriteIsland(props: FavoriteProps) {
  return <LazyFavorite {...props} />;
}

export function BidGalleryIsland(props: ComponentProps<typeof LazyGallery>) {
  return <LazyGallery {...props} />;
}

export function BidFileListIsland(props: FileListProps) {
  return <LazyFileList {...props} />;
}

/**
 * 'D-3' / '12분 남음' beside the state, moving with the clock. Until the session is read it counts
 * from `fetchedAt` (the server's clock at its answer), so it hydrates as the server wrote it.
 */
export function BidDeadline({
  postingEndAt,
  fetchedAt,
}: {
  postingEndAt: string;
  fetchedAt?: number;
}) {
  const liveNow = useNow(COUNTDOWN_INTERVAL_MS);
  const now = useServerTime(fetchedAt) ?? liveNow;
  const deadline = describeAnnouncementDeadline(postingEndAt, now);
  if (!deadline.label) return null;
  return (
    <span
      className={`text-sm font-semibold ${deadline.isUrgent ? 'text-danger-700' : 'text-gray-700'}`}
      data-testid="bid-deadline"
    >
      <span className="sr-only">마감까지 </span>
      {deadline.label}
    </span>
  );
}
