/**
 * What other modules may use from innovation-products. Everything else in this folder (its
 * repository above all) is private to it: ESLint refuses imports of another module's files except
 * its GraphQL types. The operator's decisions are here for the back office (and tests).
 */
export {
  approveInnovationProduct,
  rejectInnovationProduct,
  INNOVATION_PRODUCT_MESSAGES,
  type InnovationProductView,
} from './innovation-products.service';
