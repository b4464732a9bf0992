import { buildCallbackPath, type SocialProviderSlug } from './social-providers';

const STORAGE_KEY = 'gongsa.socialLogin';
/** Longer than anyone needs on a consent page, short enough that a stale tab does not count. */
const PENDING_TTL_MS = 15 * 60 * 1000;

export type PendingSocialLogin = {
  provider: SocialProviderSlug;
  state: string;
  /** The login page's ?redirect=, applied after the provider sends the user back. */
  redirect: string | null;
  startedAt: number;
};

function createState(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function buildCallbackUri(slug: SocialProviderSlug): string {
  return `${window.location.origin}${buildCallbackPath(slug)}`;
}

/**
 * Remembers a fresh random state in this tab and returns where to send the browser: our
 * authorize route, which adds the client id and forwards to the provider.
 */
export function startSocialLogin(slug: SocialProviderSlug, redirect: string | null): string {
  const pending: PendingSocialLogin = {
    provider: slug,
    state: createState(),
    redirect,
    startedAt: Date.now(),
  };
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
  const query = new URLSearchParams({ state: pending.state, redirectUri: buildCallbackUri(slug) });
  return `/api/social/${slug}/authorize?${query}`;
}

/**
 * The login this tab started, if the provider's answer belongs to it. It is removed on reading:
 * an answer is accepted once.
 */
export function takePendingSocialLogin(
  slug: SocialProviderSlug,
  state: string | null,
  now = Date.now(),
): PendingSocialLogin | null {
  const stored = window.sessionStorage.getItem(STORAGE_KEY);
  window.sessionStorage.removeItem(STORAGE_KEY);
  if (!stored || !state) return null;
  try {
    const pending = JSON.parse(stored) as PendingSocialLogin;
    const isFresh = now - pending.startedAt < PENDING_TTL_MS;
    return pending.provider === slug && pending.state === state && isFresh ? pending : null;
  } catch {
    return null;
  }
}
