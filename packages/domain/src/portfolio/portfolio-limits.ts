import type { ProfileType } from '../enums/user';

/*
 * Portfolio rules the list, the cards and the API share without zod (the schema itself is in
 * portfolio-input.ts, which only forms and the API import).
 */

export const PORTFOLIO_TITLE_MAX = 50;
export const PORTFOLIO_CONSTRUCTION_TYPE_MAX = 30;
export const PORTFOLIO_PROJECT_SIZE_MAX = 50;
export const PORTFOLIO_DESCRIPTION_MAX = 2000;
export const PORTFOLIO_CATEGORIES_MAX = 5;
export const PORTFOLIO_IMAGES_MAX = 20;

/** 법인, 개인 사업자 and 기술자 record their work; a consumer (의뢰인) has none to show. */
export function canCreatePortfolio(type: ProfileType): boolean {
  return type !== 'CONSUMER';
}

export const PORTFOLIO_CONSUMER_REFUSAL =
  '포트폴리오는 업체 회원(법인, 개인 사업자, 기술자)만 등록할 수 있습니다. 의뢰인 회원은 등록할 수 없습니다.';

/** Why a portfolio was recommended next to another (portfolioRecommendations), in one line. */
export function describePortfolioSimilarity(match: {
  sameTrade: boolean;
  sameRegion: boolean;
}): string {
  const parts = [match.sameTrade ? '같은 업종' : null, match.sameRegion ? '같은 지역' : null];
  return parts.filter((part) => part !== null).join(' · ') || '최근 등록';
}

/** '2024.03.01 ~ 2024.04.15', or one end alone when the other is missing. */
export function formatPortfolioTerm(start: string | null, end: string | null): string {
  const dot = (value: string) => value.slice(0, 10).replaceAll('-', '.');
  if (start && end) return `${dot(start)} ~ ${dot(end)}`;
  if (start) return `${dot(start)} ~`;
  if (end) return `~ ${dot(end)}`;
  return '';
}
