import { formatNumber } from '@gongsa/domain';
import { ListEmptyState } from './ListStates';

/**
 * /myPage/favorite?tab=portfolio. The list itself (`FavoritePortfolioList`) comes with the
 * portfolio work and is mounted here when it lands; until then the panel gives the count from
 * User.favoritePortfolioCount and says where portfolios are found. No rows are invented.
 */
export function FavoritePortfoliosPanel({ count }: { count: number | null }) {
  if (count !== null && count > 0) {
    return (
      <section aria-labelledby="favorite-portfolios-heading">
        <h2 id="favorite-portfolios-heading" className="text-[15px] font-bold text-gray-900">
          관심 포트폴리오 {formatNumber(count)}개
        </h2>
        <p className="mt-3 rounded-xl border border-gray-200 bg-white px-4 py-3 text-sm text-gray-700">
          관심 포트폴리오 목록을 준비하고 있어요. 담아 둔 포트폴리오는 업체 상세에서 다시 볼 수
          있어요.
        </p>
      </section>
    );
  }
  return (
    <ListEmptyState
      title="관심 포트폴리오가 없어요"
      description="업체 상세의 포트폴리오에서 마음에 드는 시공 사례를 관심 포트폴리오로 담으면 여기에서 모아 볼 수 있어요."
      action={{ href: '/company', label: '업체 둘러보기' }}
    />
  );
}
