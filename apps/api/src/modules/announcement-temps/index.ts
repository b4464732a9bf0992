/**
 * What other modules may use from announcement-temps. Everything else in this folder (its repository above all)
 * is private to it: ESLint refuses imports of another module's files except its GraphQL types.
 */
export { countTemps, deleteTemp } from './announcement-temps.repository';
export { type AnnouncementTempData, type AnnouncementTempView } from './announcement-temp-view';
export {
  checkReferencedIds,
  createReCreatedTemp,
  findOwnTempForPublish,
} from './announcement-temps.service';
