/**
 * 000 §2 Pages reachable while region-blocked: agreement, privacy, rules, terms, geo_lock, provider,
 * promo, packet, gift, news, faq, app_store (each with its sub-paths; /packets too). Any other page
 * sends a blocked visitor back to /geo_lock (000 §4 Region-blocked).
 */
const OPEN_WHILE_BLOCKED =
  /^\/(geo_lock|agreement|privacy|rules|terms|provider|promo|packets?|gift|news|faq|app_store)(\/|$)/;

export function openWhileBlocked(pathname: string): boolean {
  return OPEN_WHILE_BLOCKED.test(pathname);
}
