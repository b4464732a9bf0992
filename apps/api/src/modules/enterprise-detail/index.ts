/**
 * What other modules may use from enterprise-detail. Everything else in this folder (its repository above all)
 * is private to it: ESLint refuses imports of another module's files except its GraphQL types.
 */
export {
  ENTERPRISE_MESSAGES,
  hasFinancialInfoSubscription,
  requireOpenableCompany,
  type OpenableCompany,
} from './enterprise-detail.service';
