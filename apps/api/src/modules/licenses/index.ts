/**
 * What other modules may use from licenses. Everything else in this folder (its repository above all)
 * is private to it: ESLint refuses imports of another module's files except its GraphQL types.
 */
export { selectLicensesByIds } from './licenses.repository';
export { type LicenseView } from './licenses.service';
