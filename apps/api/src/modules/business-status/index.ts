/**
 * What other modules may use from business-status. Everything else in this folder is private to
 * it: ESLint refuses imports of another module's files except its GraphQL types.
 */
export { confirmBusinessNumber } from './business-status.service';
