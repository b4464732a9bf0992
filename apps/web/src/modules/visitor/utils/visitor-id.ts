import { readCookie, writeCookie } from '../../auth/utils/auth-cookies';

/** Where this browser's visitor id is kept (SPEC §4 Visitor tracking): local storage and a cookie. */
export const VISITOR_ID_STORAGE_KEY = 'gongsa.visitorId';
export const VISITOR_ID_COOKIE = 'gongsa_vid';
/** SPEC §9: the visitor cookie lasts 30 days. */
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const VISITOR_ID_PATTERN = /^[0-9a-f-]{36}$/;

/** A v4 UUID; `crypto.randomUUID` exists only in secure contexts (https or loopback). */
function newVisitorId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(VISITOR_ID_STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(id: string): void {
  try {
    window.localStorage.setItem(VISITOR_ID_STORAGE_KEY, id);
  } catch {
    // Storage blocked (private mode): the cookie still carries the id.
  }
  writeCookie(VISITOR_ID_COOKIE, id, VISITOR_COOKIE_MAX_AGE_SECONDS);
}

/**
 * This browser's visitor id, created once and kept in local storage and a 30-day cookie (the
 * cookie's age is renewed on each call). Browser only; returns null on the server.
 */
export function getVisitorId(): string | null {
  if (typeof window === 'undefined') return null;
  const known = [readStored(), readCookie(VISITOR_ID_COOKIE)].find(
    (value): value is string => !!value && VISITOR_ID_PATTERN.test(value),
  );
  const id = known ?? newVisitorId();
  store(id);
  return id;
}
