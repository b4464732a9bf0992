import type { AppDependencies } from '../../context';
import { selectLicenses, type LicenseRow } from './licenses.repository';

export type LicenseView = LicenseRow;

/** Every licence kind in picker order (seeded reference data, a few dozen rows). */
export function listLicenses(deps: Pick<AppDependencies, 'db'>): Promise<LicenseView[]> {
  return selectLicenses(deps.db);
}
