/**
 * Why (000 §2 Settings "the back link returns to the parent screen; close goes to backUrl or home"): the
 * page the viewer opened the settings from travels in the router's location state as `backUrl`, the way the
 * agreement page gets it (000 §2 Agreement); Close returns there, else home. Only a path of this app is
 * taken (one `/`, never `//host` nor a URL), and never a settings page itself: Close leaves the settings.
 */
export function settingsCloseTarget(state: unknown): string {
  const backUrl = (state as { backUrl?: unknown } | null)?.backUrl;
  if (typeof backUrl !== 'string' || !backUrl.startsWith('/') || /^\/[/\\]/.test(backUrl)) return '/';
  return /^\/(lk|lk_parental|settings)(?:[/?#]|$)/.test(backUrl) ? '/' : backUrl;
}

/** The state a link into the settings carries: the page it was followed from. */
export function settingsEntryState(location: { pathname: string; search: string; hash?: string }) {
  return { backUrl: `${location.pathname}${location.search}` };
}
