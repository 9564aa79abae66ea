/**
 * Why (000 §5): the Info tab's name is required and the e-mail must be a plain address — Cyrillic or
 * punycode (xn--) input is refused before anything is sent, so the viewer is told at once and keeps
 * what they typed. Returns i18n keys; the form shows them beside the field.
 */

export interface InfoErrors {
  first_name?: string;
  email?: string;
}

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const CYRILLIC = /[\u0400-\u04FF]/;
const PUNYCODE = /(^|[@.])xn--/i;

export function emailError(raw: string): string | undefined {
  const email = raw.trim();
  if (email === '') return 'error_required';
  if (CYRILLIC.test(email)) return 'error_email_cyrillic';
  if (PUNYCODE.test(email)) return 'error_email_punycode';
  if (!EMAIL.test(email)) return 'error_email_invalid';
  return undefined;
}

export function validateInfo(values: { first_name: string; email: string }): InfoErrors {
  const errors: InfoErrors = {};
  if (values.first_name.trim() === '') errors.first_name = 'error_required';
  const email = emailError(values.email);
  if (email) errors.email = email;
  return errors;
}
