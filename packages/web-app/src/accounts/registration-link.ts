/**
 * 000 §3 User: the provider's `landing.regform_btn_url` and `landing.regform_btn_caption`. The spec names
 * the button, not its place; the app puts it where a viewer without an account is — under the sign-in
 * forms — leading to the operator's own registration form (a regional operator signs subscribers up with
 * a contract, not in the app). The caption is the operator's text; without both an http(s) address and a
 * caption there is no button (a link the app would have to word itself, or a `javascript:` address, is
 * not shown).
 */

export interface RegistrationLink {
  url: string;
  caption: string;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

export function registrationLink(network: unknown): RegistrationLink | null {
  const landing = record(record(record(network).provider).landing);
  const url = landing.regform_btn_url;
  const caption = landing.regform_btn_caption;
  if (typeof url !== 'string' || !/^https?:\/\/[^\s]+$/i.test(url)) return null;
  if (typeof caption !== 'string' || caption.trim() === '') return null;
  return { url, caption: caption.trim() };
}
