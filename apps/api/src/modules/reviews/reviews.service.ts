import type { AppDependencies } from '../../context';
import {
  toConnection,
  toPageRequest,
  type Connection,
  type ConnectionArgs,
} from '../../graphql/connection';
import { requireOpenableCompany } from '../enterprise-detail/enterprise-detail.service';
import {
  countVisibleReviewsByScore,
  findFirstCategoryNames,
  findVisibleReviewPage,
} from './reviews.repository';

export type ReviewDashboardView = {
  avgScore: number;
  totalReviewCnt: number;
  start5Rate: number;
  start4Rate: number;
  start3Rate: number;
  start2Rate: number;
  start1Rate: number;
};

export type EnterpriseReviewView = {
  id: number;
  score: number;
  context: string;
  createdAt: Date;
  writerName: string;
  announcementTitle: string | null;
};

const LEFT_WRITER_NAME = '탈퇴한 회원';

/** 김민수 → 김*수, 이수 → 이*, 남궁민수 → 남**수: first and last letters stay. */
export function maskWriterName(name: string): string {
  const letters = Array.from(name.trim());
  if (letters.length === 0) return LEFT_WRITER_NAME;
  if (letters.length === 1) return '*';
  if (letters.length === 2) return `${letters[0]}*`;
  return `${letters[0]}${'*'.repeat(letters.length - 2)}${letters.at(-1)}`;
}

/** A short title for the request a review came from: its first trade ('철근공사', '도배 공사'). */
export function toAnnouncementTitle(categoryName: string | undefined): string | null {
  if (!categoryName) return null;
  return categoryName.endsWith('공사') ? categoryName : `${categoryName} 공사`;
}

const roundTo = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/** reviewDashboard: average (two decimals) and the share of each score in percent (one decimal). */
export async function findReviewDashboard(
  deps: Pick<AppDependencies, 'db'>,
  profileIdInput: string,
): Promise<ReviewDashboardView> {
  const company = await requireOpenableCompany(deps, profileIdInput);
  const counts = await countVisibleReviewsByScore(deps.db, company.id);
  const total = counts.reduce((sum, row) => sum + row.count, 0);
  const countOf = (score: number) => counts.find((row) => row.score === score)?.count ?? 0;
  const rateOf = (score: number) => (total === 0 ? 0 : roundTo((countOf(score) / total) * 100, 1));
  const scoreSum = counts.reduce((sum, row) => sum + row.score * row.count, 0);
  return {
    avgScore: total === 0 ? 0 : roundTo(scoreSum / total, 2),
    totalReviewCnt: total,
    start5Rate: rateOf(5),
    start4Rate: rateOf(4),
    start3Rate: rateOf(3),
    start2Rate: rateOf(2),
    start1Rate: rateOf(1),
  };
}

/** enterpriseReviews: the company's visible reviews, newest first, writers' names masked. */
export async function findEnterpriseReviews(
  deps: Pick<AppDependencies, 'db'>,
  profileIdInput: string,
  paging: ConnectionArgs,
): Promise<Connection<EnterpriseReviewView>> {
  const company = await requireOpenableCompany(deps, profileIdInput);
  const request = toPageRequest(paging);
  const { rows, totalCount } = await findVisibleReviewPage(deps.db, company.id, request);
  const categoryNames = await findFirstCategoryNames(
    deps.db,
    Array.from(
      new Set(rows.flatMap((row) => (row.announcementId === null ? [] : [row.announcementId]))),
    ),
  );
  const views = rows.map((row) => ({
    id: row.id,
    score: row.score,
    context: row.context,
    createdAt: row.createdAt,
    writerName: row.isWriterLive
      ? maskWriterName(row.writerNickname ?? row.writerName ?? '')
      : LEFT_WRITER_NAME,
    announcementTitle:
      row.announcementId === null
        ? null
        : toAnnouncementTitle(categoryNames.get(row.announcementId)),
  }));
  return toConnection(views, request, totalCount, (review) => ({
    sortValue: review.createdAt.toISOString(),
    id: review.id,
  }));
}
