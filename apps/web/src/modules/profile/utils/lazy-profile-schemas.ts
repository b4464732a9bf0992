import { defineLazyModule } from '../../ui/utils/lazy-module';

/** The profile and 내 정보 schemas, fetched after hydration: 저장 waits for them. */
export const PROFILE_SCHEMAS = defineLazyModule(() => import('./profile-schemas'));
