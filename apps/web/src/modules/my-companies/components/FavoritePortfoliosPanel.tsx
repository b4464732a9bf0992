import { invalidateOperations } from '../../data/utils/invalidate';
import { FavoritePortfolioList } from '../../portfolio/components/FavoritePortfolioList';
import { FAVORITE_COUNTS_OPERATION } from '../utils/favorite-tabs';

function refreshCounts() {
  void invalidateOperations([FAVORITE_COUNTS_OPERATION]);
}

/** /myPage/favorite?tab=portfolio: the portfolios the member favourited (the portfolio module's list). */
export function FavoritePortfoliosPanel() {
  return <FavoritePortfolioList onRemoved={refreshCounts} />;
}
