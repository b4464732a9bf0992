import type { Viewer } from '../../context';
import { requireUserId } from '../../context';
import { ForbiddenError } from '../../errors';
import { ADMIN_ONLY_MESSAGE } from './auth-rules';

/**
 * The service-side half of the admin rule: jobs and HTTP routes call services without the GraphQL
 * edge, so a service that only admins may use checks again.
 */
export function requireAdmin(viewer: Viewer): number {
  const userId = requireUserId(viewer);
  if (!viewer.isAuthenticated || viewer.role !== 'ADMIN')
    throw new ForbiddenError(ADMIN_ONLY_MESSAGE);
  return userId;
}
