/**
 * Why: 001 §2 Menu and header, §4, §6 — white-label partners change a few things, and the spec names the
 * rules but not the partners ("other per-provider rules are not shown"). So the operator says them on the
 * network's provider, the way `hide_logout` already works (profiles/menu-policy.ts), and the app reads them
 * here (docs/decisions.md names each field):
 * - `logo_link`: where the header logo goes — an external partner site (https) or a page of this app
 *   (`/provider/globalalania`); otherwise the start page, by its slug.
 * - `menu_links`: the partner's extra outer links in the menu ([{ title, url }], https only).
 * - `auth_url`: the partner that signs viewers in on its own site: the sign-in modal sends them there.
 * - `app_redirect_screens: 2`: the partner's two-screen mobile-app redirect.
 * The answer is loose operator data: a malformed field is ignored, never half-used.
 */
import type { Network } from '../api/schemas';

export type LogoLink = { kind: 'internal'; to: string } | { kind: 'external'; url: string };

export interface PartnerLink {
  title: string;
  url: string;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

const https = (value: unknown): string | null =>
  typeof value === 'string' && /^https:\/\/[^\s]+$/i.test(value) ? value : null;

/** An app path: one leading slash, no scheme, no protocol-relative `//host`. */
const appPath = (value: unknown): string | null =>
  typeof value === 'string' && /^\/(?!\/)[\w\-/.]*$/.test(value) ? value : null;

const provider = (network: Network | null | undefined) => record(network?.provider);

/** 001 §2: the logo links to the main page (the start page slug or id), or the partner's own target. */
export function logoLink(network: Network | null | undefined, startPage: string | null): LogoLink {
  const link = provider(network).logo_link;
  const url = https(link);
  if (url) return { kind: 'external', url };
  const path = appPath(link);
  if (path) return { kind: 'internal', to: path };
  return { kind: 'internal', to: startPage ? `/${encodeURIComponent(startPage)}` : '/' };
}

export function partnerMenuLinks(network: Network | null | undefined): PartnerLink[] {
  const links = provider(network).menu_links;
  if (!Array.isArray(links)) return [];
  return links.flatMap((raw) => {
    const link = record(raw);
    const url = https(link.url);
    const title = typeof link.title === 'string' ? link.title.trim() : '';
    return url && title ? [{ title, url }] : [];
  });
}

/** 001 §6: "one partner redirects the auth modal to its external site". */
export function partnerAuthUrl(network: Network | null | undefined): string | null {
  return https(provider(network).auth_url);
}

/** 001 §4: "one partner has a two-screen variant" of the mobile-app redirect. */
export function appRedirectScreens(network: Network | null | undefined): 1 | 2 {
  return provider(network).app_redirect_screens === 2 ? 2 : 1;
}
