/**
 * What other modules may use from announcement-temps. Everything else in this folder (its repository above all)
 * is private to it: ESLint refuses imports of another module's files except its GraphQL types.
 */
export { countTemps, deleteTemp } from './announcement-temps.repository';
export { checkReferencedIds, findOwnTempForPublish } from './announcement-temps.service';
