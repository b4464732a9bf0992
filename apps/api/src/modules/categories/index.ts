/**
 * What other modules may use from categories. Everything else in this folder (its repository above all)
 * is private to it: ESLint refuses imports of another module's files except its GraphQL types.
 */
export {
  selectLiveCategoriesByIds,
  selectLiveCategoryIds,
  type CategoryCheckRow,
  type CategoryLink,
} from './categories.repository';
export { findCategoriesByIds, findLinkedCategories, type CategoryView } from './categories.service';
