/**
 * Why (000 §2 Settings "Info: … balance, … provider account, provider contacts"; §6 Partner rules): what the
 * account pages read from the network's provider and the billing account, in one place — the provider's
 * contacts (landing.support), its account link (lk_link, which replaces the account menu), and whether it
 * hides the refill button. Pure readers of loosely typed operator data: a field missing or malformed reads
 * as absent, never as a crash.
 */

const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

export interface ProviderContacts {
  phone: string | null;
  email: string | null;
  url: string | null;
}

export function providerContacts(network: unknown): ProviderContacts {
  const support = (network as { provider?: { landing?: { support?: Record<string, unknown> } } } | null)
    ?.provider?.landing?.support;
  return { phone: str(support?.phone), email: str(support?.email), url: str(support?.url) };
}

/** 000 §2 "the account menu may be replaced by a provider-supplied account link (lk_link with label and url)". */
export function providerAccountLink(network: unknown): { label: string; url: string } | null {
  const link = (network as { lk_link?: unknown } | null)?.lk_link;
  if (typeof link !== 'object' || link === null) return null;
  const { label, url } = link as { label?: unknown; url?: unknown };
  const href = str(url);
  if (!str(label) || !href || !/^https?:\/\//i.test(href)) return null;
  return { label: str(label) as string, url: href };
}

/**
 * 000 §2, §6 "the refill button is hidden for one partner": the spec does not name it, so the operator says
 * it per provider (`hide_refill` on the network's provider), as it does for log out (menu-policy.ts).
 */
export function canRefill(network: unknown): boolean {
  return (network as { provider?: { hide_refill?: unknown } } | null)?.provider?.hide_refill !== true;
}

/** 000 §2 "The Payment tab appears only if the account allows payments and pay systems exist". */
export function paymentTabShown(
  account: { is_payment_allowed?: boolean | null } | null | undefined,
  paysystems: readonly unknown[] | null | undefined,
): boolean {
  return account?.is_payment_allowed !== false && account != null && (paysystems?.length ?? 0) > 0;
}
