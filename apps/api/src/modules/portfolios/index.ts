/**
 * What other modules may use from portfolios. Everything else in this folder (its repository above all)
 * is private to it: ESLint refuses imports of another module's files except its GraphQL types.
 */
export {
  findPortfoliosByIds,
  requireLivePortfolio,
  PORTFOLIO_MESSAGES,
  type PortfolioView,
} from './portfolios.service';
