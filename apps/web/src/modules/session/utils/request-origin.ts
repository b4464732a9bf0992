/**
 * Whether a request that changes the login comes from one of this site's own pages. Browsers send
 * Sec-Fetch-Site with every request and Origin with every POST, PUT and DELETE, and a page cannot
 * forge either; a request with neither comes from no browser page and is refused as well. The
 * site's host is the Host header, or X-Forwarded-Host from a load balancer the web server trusts
 * (server.ts removes it from anyone else).
 */
export function isSameOriginRequest(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return false;
  const origin = headers.get('origin');
  if (origin === null) return site === 'same-origin';
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const ownHosts = [headers.get('host'), headers.get('x-forwarded-host')];
  return ownHosts.some((host) => host !== null && host.toLowerCase() === originHost);
}
