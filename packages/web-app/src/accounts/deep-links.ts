/**
 * Why: 000 §2 Deep links — a link into the app may name its target with a query parameter (`?content=`,
 * `?channel=`, `?promo_key=`, `?settings=`, `?row=`, `?rowset=`, `?packet=`); each maps to its route.
 * A visitor who is not signed in has the target kept (authAfterPage) and the sign-in modal opened, so the
 * link still lands where it points once they are in. Values are path segments and are encoded as such.
 */
export interface DeepLink {
  /** The route the link points at. */
  to: string;
  /** The query parameter that named it, removed from the address once handled. */
  param: string;
}

const seg = (value: string) => encodeURIComponent(value);

const ROUTES: ReadonlyArray<readonly [string, (value: string) => string]> = [
  ['content', (v) => `/contents/${seg(v)}`],
  ['channel', (v) => `/channels/all/${seg(v)}`],
  ['channels', (v) => `/channels/all/${seg(v)}`],
  ['promo_key', (v) => `/promo?code=${seg(v)}`],
  ['setting', (v) => `/settings/${seg(v)}`],
  ['settings', (v) => `/settings/${seg(v)}`],
  ['row', (v) => `/row/${seg(v)}`],
  ['rowset', (v) => `/rowset/${seg(v)}`],
  ['packet', (v) => `/packets/${seg(v)}`],
  ['packets', (v) => `/packets/${seg(v)}`],
];

export function deepLinkOf(search: string): DeepLink | null {
  const params = new URLSearchParams(search);
  for (const [param, route] of ROUTES) {
    const value = params.get(param)?.trim();
    if (value) return { to: route(value), param };
  }
  return null;
}
