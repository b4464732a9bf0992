import * as schema from './schema/index';

export { schema };
export * from './schema/index';
export * from './types';
export {
  createDatabase,
  createRawSqlExecutor,
  DEFAULT_PGLITE_DATA_DIR,
  type CreateDatabaseOptions,
  type Database,
  type DatabaseDriver,
  type DatabaseHandle,
  type DatabaseQueryResult,
  type DatabaseQueryResultHKT,
  type RawSqlExecutor,
  type Schema,
  type Transaction,
} from './client';
export { migrate, MIGRATIONS_FOLDER } from './migrate';
export { STARTUP_LOCK_KEY, withStartupLock } from './startup-lock';
export {
  escapeLike,
  toBigramQuery,
  toChoseong,
  toNameSearchBigrams,
  toNameSearchColumns,
  toSearchBigrams,
  toSearchQuery,
  toSearchVector,
} from './search';
export { backfillChoseong } from './backfill';
export { syncProfileCategoryIds } from './profile-category-ids';
export {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  formatDemoAccounts,
  seedDemo,
  seedReference,
  type DemoAccount,
} from './seed/index';
/** The 시/도 centres the API's local geocoder places addresses at. */
export { SIDO_LIST, type SidoSeed } from './seed/data/regions';
