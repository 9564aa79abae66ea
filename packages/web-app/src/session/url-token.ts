/**
 * Why: 000 §2/§4 let a link carry `?access_token=` (or the older `?token=`) to start a session. A token
 * left in the address bar leaks: it is in the history, in a copied or shared link, in a screenshot,
 * and in the Referer of every request the page makes. So the page takes it out of the URL with
 * history.replaceState before anything else runs, keeps it in memory only, and hands it to the start-up
 * (query-params.ts) from there.
 */

/** Parameters that carry a session token in a link. */
export const URL_TOKEN_PARAMS = ['access_token', 'token'] as const;

let consumed: string | null = null;

/** Pure: the token of a query string (access_token first) and the URL without any token parameter. */
export function splitUrlToken(href: string): { token: string | null; cleanHref: string | null } {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { token: null, cleanHref: null };
  }
  let token: string | null = null;
  let found = false;
  for (const name of URL_TOKEN_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null) {
      found = true;
      token ??= value || null;
      url.searchParams.delete(name);
    }
  }
  return { token, cleanHref: found ? url.toString() : null };
}

interface PageLike {
  location: { href: string };
  history: { state: unknown; replaceState(data: unknown, unused: string, url?: string | URL | null): void };
}

/** Takes the token out of the page's address; returns it (also kept for consumedUrlToken). */
export function consumeUrlToken(page: PageLike | undefined = globalThis.window): string | null {
  if (!page?.location) return consumed;
  const { token, cleanHref } = splitUrlToken(page.location.href);
  if (cleanHref !== null) {
    try {
      page.history.replaceState(page.history.state, '', cleanHref);
    } catch {
      // A sandboxed or opaque document may refuse; the token is still not used from the URL again.
    }
  }
  if (token !== null) consumed = token;
  return consumed;
}

/** The token the page arrived with, after consumeUrlToken took it out of the address bar. */
export function consumedUrlToken(): string | null {
  return consumed;
}
