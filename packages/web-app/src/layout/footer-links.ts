/**
 * Why: 001 §2 Footer — the information section links the operator's agreement and privacy pages only when
 * the network names them, and the support section shows only the contacts the provider has (email, phone
 * or a link, WhatsApp or Telegram). The network answer is loose operator data, so each field is checked
 * before it becomes a link. The footer ends with "devices or language switch": the switch when the operator
 * enables two or more interface languages, else the devices block (docs/decisions.md).
 */
import type { Network } from '../api/schemas';

export interface FooterLinks {
  agreement: string | null;
  privacy: string | null;
  support: {
    email: string | null;
    phone: string | null;
    url: string | null;
    whatsapp: string | null;
    telegram: string | null;
  };
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function httpUrl(value: unknown): string | null {
  return typeof value === 'string' && /^https?:\/\//i.test(value) ? value : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function footerLinks(network: Network | null | undefined): FooterLinks {
  const net = record(network);
  const support = record(record(record(net.provider).landing).support);
  const email = text(support.email);
  return {
    agreement: httpUrl(net.agreement),
    privacy: httpUrl(net.privacy),
    support: {
      email: email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null,
      phone: text(support.phone),
      url: httpUrl(support.url),
      whatsapp: whatsappLink(support.whatsapp),
      telegram: telegramLink(support.telegram),
    },
  };
}

/** WhatsApp: the operator's https link, or its number as a wa.me chat link (digits only). */
export function whatsappLink(value: unknown): string | null {
  const url = httpUrl(value);
  if (url) return url;
  const digits = typeof value === 'string' && /^[\d\s()+-]+$/.test(value) ? value.replace(/\D/g, '') : '';
  return digits.length >= 7 ? `https://wa.me/${digits}` : null;
}

/** Telegram: the operator's https link, or a @username (5–32 letters, digits, underscores) as a t.me link. */
export function telegramLink(value: unknown): string | null {
  const url = httpUrl(value);
  if (url) return url;
  const name = typeof value === 'string' ? /^@?([A-Za-z][A-Za-z0-9_]{4,31})$/.exec(value.trim()) : null;
  return name ? `https://t.me/${name[1]}` : null;
}

/** 001 §2 Footer "devices or language switch": the switch only when there is something to switch to. */
export function footerEnd(interfaceLanguages: readonly string[]): 'languages' | 'devices' {
  return interfaceLanguages.length > 1 ? 'languages' : 'devices';
}

/** The devices block: the smart-TV instructions and the apps. */
export const DEVICE_LINKS = [
  { to: '/instructions', name: 'footer_devices_tv' },
  { to: '/app_store', name: 'footer_devices_apps' },
] as const;

/** A phone number as a tel: link (digits and a leading plus only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * 001 §2 Footer "information": the operator's own pages (issue 20), labelled from the engagement
 * namespace. /gift is left out: it exists only where promo codes are enabled.
 */
export const ABOUT_LINKS = [
  { to: '/news', name: 'info_news' },
  { to: '/instructions', name: 'info_instructions' },
  { to: '/faq', name: 'info_faq' },
  { to: '/terms', name: 'info_terms' },
  { to: '/rules', name: 'info_rules' },
  { to: '/app_store', name: 'info_app' },
] as const;
