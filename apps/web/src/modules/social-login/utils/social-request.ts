import { buildCallbackPath, type SocialProviderSlug } from './social-providers';

const STATE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** The random value that ties the provider's answer to the login this tab started (CSRF). */
export function isSocialState(value: string): boolean {
  return STATE_PATTERN.test(value);
}

/**
 * The redirect_uri the browser names, accepted only when it is an http(s) address of our
 * callback page; the provider checks it against its registered list as well.
 */
export function readCallbackUri(slug: SocialProviderSlug, value: string | null): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.pathname !== buildCallbackPath(slug) || url.search !== '' || url.hash !== '') {
    return null;
  }
  return url.toString();
}
