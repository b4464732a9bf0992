/**
 * What other modules may use from advertisements. Everything else in this folder (its repository
 * above all) is private to it: ESLint refuses imports of another module's files except its GraphQL types.
 */
export { AdCounterBuffer, AD_COUNTER_FLUSH_INTERVAL_MS } from './ad-counters';
export { seedDemoAdvertisements } from './advertisements.demo';
export { deleteEventActionsBefore } from './advertisements.repository';
