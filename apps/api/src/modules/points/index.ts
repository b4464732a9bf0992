/**
 * What other modules may use from points. Everything else in this folder (its repository above all)
 * is private to it: ESLint refuses imports of another module's files except its GraphQL types.
 */
export {
  awardPointsOnce,
  creditOrderPoints,
  findPointInfoOf,
  spendPoints,
  type PointInfoView,
} from './points.service';
