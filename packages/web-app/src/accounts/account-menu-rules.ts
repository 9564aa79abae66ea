/**
 * Why: 001 §2 Menu and header, profile dropdown — "support (only if support email or phone exists)", and
 * "the subscriptions link or the partner's external account link depends on whether the client is in a
 * webview and on the partner"; 000 §2 "the account menu may be replaced by a provider-supplied account
 * link (lk_link with label and url)". A partner that sends lk_link gets its own account page in a
 * browser; inside the operator's app (a web view) the viewer stays in the app's subscriptions, since an
 * outside site cannot be opened there. Promo codes show where the operator has them enabled
 * (`provider.is_promo_enabled`, on unless false).
 */
import type { Network } from '../api/schemas';
import { footerLinks } from '../layout/footer-links';

export type AccountLink = { kind: 'external'; url: string; label: string } | { kind: 'internal'; to: string };

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function accountLink(network: Network | null | undefined, webView: boolean): AccountLink {
  const link = record(network?.lk_link);
  const url = typeof link.url === 'string' && /^https:\/\//i.test(link.url) ? link.url : null;
  const label = typeof link.label === 'string' && link.label.trim() !== '' ? link.label.trim() : null;
  if (url && label && !webView) return { kind: 'external', url, label };
  return { kind: 'internal', to: '/lk' };
}

/** The provider's support contacts; null when it has neither an e-mail nor a phone. */
export function supportContacts(network: Network | null | undefined) {
  const { support } = footerLinks(network);
  return support.email || support.phone ? support : null;
}

export function promoCodesEnabled(network: Network | null | undefined): boolean {
  return record(network?.provider).is_promo_enabled !== false;
}
