/**
 * Why: 001 §2 Page modes — routes are full pages, modal pages or modals. The content page (state flags
 * modalPage and isSimilar) and the person page open as modal pages over the list the viewer came from,
 * which stays as it was underneath (scroll, loaded rows). A page opened from an address has no list
 * under it and is a full page. Prerender clients (crawlers) get every route as a plain page and a
 * simplified page without buttons or player (§2, §6).
 */

export interface ModalPageState {
  modalPage: true;
  /** Opened from the similar list of a modal content page: it replaces that page, over the same list. */
  isSimilar?: true;
}

/** The location state of a link that opens a modal page. */
export function modalPageState(isSimilar = false): ModalPageState {
  return isSimilar ? { modalPage: true, isSimilar: true } : { modalPage: true };
}

export function isModalPageState(state: unknown): state is ModalPageState {
  return typeof state === 'object' && state !== null && (state as ModalPageState).modalPage === true;
}

/** The routes that may open as modal pages (001 §2: content and person pages). */
export function mayBeModalPage(pathname: string): boolean {
  return /^\/(contents|persons)\/[^/]/.test(pathname);
}

/** Whether this location shows as a modal page (never for a crawler). */
export function showsAsModalPage(
  location: { pathname: string; state: unknown },
  prerender: boolean,
): boolean {
  return !prerender && isModalPageState(location.state) && mayBeModalPage(location.pathname);
}

/**
 * Prerender services and search or link-preview crawlers, by their user agent. A headless browser is not
 * one by itself (the browser tests run in one).
 */
const CRAWLERS =
  /\b(prerender|googlebot|google-inspectiontool|bingbot|yandex(?:bot|images|mobilebot)|baiduspider|duckduckbot|slurp|applebot|petalbot|facebookexternalhit|twitterbot|telegrambot|vkshare|linkedinbot|embedly|whatsapp|discordbot|slackbot)\b/i;

export function isPrerenderAgent(userAgent: string | null | undefined): boolean {
  return CRAWLERS.test(userAgent ?? '');
}
