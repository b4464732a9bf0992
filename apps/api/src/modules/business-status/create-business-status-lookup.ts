import type { Database } from '../../app/database';
import type { BusinessStatusConfig } from '../../env';
import type { BusinessStatusLookup } from './business-status-lookup';
import { LocalBusinessStatusLookup } from './local-business-status-lookup';
import { NtsBusinessStatusLookup } from './nts-business-status-lookup';

export function createBusinessStatusLookup(
  config: BusinessStatusConfig,
  db: Database,
): BusinessStatusLookup {
  return config.driver === 'nts'
    ? new NtsBusinessStatusLookup({ apiUrl: config.apiUrl, serviceKey: config.serviceKey })
    : new LocalBusinessStatusLookup(db);
}
