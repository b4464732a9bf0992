import {
  checkEventAction,
  HOME_TOP_BANNER_LOCATION,
  parseAdEventSlug,
  toSeoulDateString,
} from '@gongsa/domain';
import type { AppDependencies, Context } from '../../context';
import { findViewerUserId } from '../../context';
import { BadUserInputError, TooManyRequestsError } from '../../errors';
import { toMinutesUntil, tryHitRateLimit } from '../../platform/rate-limit/rate-limit';
import { defineBatchLoader, groupBy } from '../../platform/request-scope';
import { findPublicFileOrNull, type FileView } from '../files';
import {
  insertEventAction,
  selectAdvertisementImageFileIds,
  selectListedAdvertisements,
  selectListedBanners,
  type AdvertisementRow,
  type BannerRow,
} from './advertisements.repository';

export type BannerView = BannerRow;
export type AdvertisementView = AdvertisementRow;

type AdDeps = Pick<Context, 'db' | 'adCounters'>;

export const ADVERTISEMENT_MESSAGES = {
  badFirst: (max: number) => `한 번에 1~${max}개까지 조회할 수 있습니다.`,
  badLocation: '배너 위치는 영문 대문자와 _ 로 40자 이내여야 합니다.',
  badVisitorId: '방문자 식별값이 올바르지 않습니다.',
  tooMany: (minutes: number) => `요청이 너무 많습니다. ${minutes}분 후 다시 시도해 주세요.`,
} as const;

export const DEFAULT_ADVERTISEMENT_COUNT = 8;
export const MAX_ADVERTISEMENT_COUNT = 20;
/** A slot shows at most this many banners (the carousel's length). */
export const MAX_BANNER_COUNT = 10;
/** recordEventAction: per client address, in the shared rate-limit table (ADR 0037). */
export const EVENT_ACTION_WINDOW_MS = 10 * 60 * 1000;

const LOCATION_PATTERN = /^[A-Z][A-Z0-9_]{0,39}$/;
const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The top banners of a slot (the home page's by default) that show today in Korea. Each one
 * served counts as an impression, written later in a batch (AdCounterBuffer).
 */
export async function listTopBanners(
  ctx: AdDeps,
  location: string | null | undefined,
  now: Date = new Date(),
): Promise<BannerView[]> {
  const slot = location ?? HOME_TOP_BANNER_LOCATION;
  if (!LOCATION_PATTERN.test(slot)) {
    throw new BadUserInputError(ADVERTISEMENT_MESSAGES.badLocation, { field: 'location' });
  }
  const rows = await selectListedBanners(ctx.db, slot, toSeoulDateString(now), MAX_BANNER_COUNT);
  for (const row of rows) ctx.adCounters.add('banner', row.id, 'views');
  return rows;
}

/** The advertisement strip: what shows today in Korea, each one counted as an impression. */
export async function listAdvertisements(
  ctx: AdDeps,
  first: number | null | undefined,
  now: Date = new Date(),
): Promise<AdvertisementView[]> {
  const limit = first ?? DEFAULT_ADVERTISEMENT_COUNT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_ADVERTISEMENT_COUNT) {
    throw new BadUserInputError(ADVERTISEMENT_MESSAGES.badFirst(MAX_ADVERTISEMENT_COUNT), {
      field: 'first',
    });
  }
  const rows = await selectListedAdvertisements(ctx.db, toSeoulDateString(now), limit);
  for (const row of rows) ctx.adCounters.add('advertisement', row.id, 'views');
  return rows;
}

const loadImageFileIds = defineBatchLoader<Pick<Context, 'db'>, number[]>(async (ctx, ids) => {
  const rows = await selectAdvertisementImageFileIds(ctx.db, ids);
  return new Map(
    [...groupBy(rows, (row) => row.advertisementId)].map(([id, group]) => [
      id,
      group.map((row) => row.fileId),
    ]),
  );
}, []);

export async function findAdvertisementImages(
  ctx: Pick<AppDependencies, 'db' | 'storage' | 'env'> & Pick<Context, 'db'>,
  advertisement: AdvertisementView,
): Promise<FileView[]> {
  const fileIds = await loadImageFileIds(ctx, advertisement.id);
  const files = await Promise.all(fileIds.map((id) => findPublicFileOrNull(ctx, id)));
  return files.filter((file): file is FileView => file !== null);
}

/**
 * recordEventAction(slug, actionType): one row in event_actions, by anyone (the account when
 * signed in, the visitor id when sent), within the per-address budget. A CLICK on
 * `banner:<id>` or `advertisement:<id>` also counts on that row, in the next batch.
 */
export async function recordEventAction(
  ctx: Pick<Context, 'db' | 'env' | 'viewer' | 'clientIp' | 'adCounters'>,
  input: { slug: string; actionType: string; visitorId?: string | null },
  now: Date = new Date(),
): Promise<boolean> {
  const check = checkEventAction(input.slug, input.actionType);
  if (!check.isValid) throw new BadUserInputError(check.message, { field: check.field });
  const visitorId = input.visitorId?.trim() || null;
  if (visitorId !== null && !VISITOR_ID_PATTERN.test(visitorId)) {
    throw new BadUserInputError(ADVERTISEMENT_MESSAGES.badVisitorId, { field: 'visitorId' });
  }
  const limit = await tryHitRateLimit(
    ctx.db,
    `event:ip:${ctx.clientIp ?? 'unknown'}`,
    { limit: ctx.env.eventActionMaxPerIp, windowMs: EVENT_ACTION_WINDOW_MS },
    now,
  );
  if (!limit.isAllowed) {
    throw new TooManyRequestsError(
      ADVERTISEMENT_MESSAGES.tooMany(toMinutesUntil(limit.retryAt, now)),
    );
  }
  await insertEventAction(ctx.db, {
    slug: check.slug,
    actionType: check.actionType,
    userId: findViewerUserId(ctx.viewer),
    visitorId,
  });
  const target = parseAdEventSlug(check.slug);
  if (target !== null && check.actionType === 'CLICK') {
    ctx.adCounters.add(target.kind, target.id, 'clicks');
  }
  return true;
}
