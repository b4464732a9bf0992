/**
 * What other modules may use from devices. Everything else in this folder (its repository above
 * all) is private to it: ESLint refuses imports of another module's files except its GraphQL types.
 */
export { deleteDeadToken as forgetDeadPushToken } from './devices.repository';
