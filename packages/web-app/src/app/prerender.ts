/**
 * Whether this page is being prerendered for a crawler (001 §2 Page modes, §6 Roles): decided once from the
 * user agent; false outside a browser.
 */
import { isPrerenderAgent } from '../layout/page-modes';

export const PRERENDER = typeof navigator !== 'undefined' && isPrerenderAgent(navigator.userAgent);

export function usePrerender(): boolean {
  return PRERENDER;
}
