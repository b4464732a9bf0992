/**
 * What other modules may use from follows. Everything else in this folder (its repository above all)
 * is private to it: ESLint refuses imports of another module's files except its GraphQL types.
 */
export { FOLLOW_MESSAGES } from './follows.service';
