/**
 * 000 §9 "Support-mail and ticket prefill includes IP, phone, subscriptions, OS, browser, country,
 * timezone, provider and account": the support e-mail link opens a message that already says who and
 * where the viewer is, so the operator does not have to ask. Only what is known is written.
 */
export interface SupportFacts {
  ip: string | null;
  phone: string | null;
  subscriptions: readonly string[];
  os: string | null;
  browser: string | null;
  country: string | null;
  timezone: string | null;
  provider: string | null;
  account: string | number | null;
}

const LINES: readonly [keyof SupportFacts, string][] = [
  ['ip', 'IP'],
  ['phone', 'Phone'],
  ['subscriptions', 'Subscriptions'],
  ['os', 'OS'],
  ['browser', 'Browser'],
  ['country', 'Country'],
  ['timezone', 'Time zone'],
  ['provider', 'Provider'],
  ['account', 'Account'],
];

/** The details block of the message: one "Name: value" line per known fact. */
export function supportDetails(facts: SupportFacts): string {
  return LINES.flatMap(([key, label]) => {
    const value = facts[key];
    const text = Array.isArray(value) ? value.join(', ') : value == null ? '' : String(value);
    return text.trim() === '' ? [] : [`${label}: ${text}`];
  }).join('\n');
}

/** mailto: with the subject and the prefilled body (blank lines above the details for the viewer's words). */
export function supportMailto(email: string, subject: string, facts: SupportFacts): string {
  const body = `\n\n---\n${supportDetails(facts)}`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
