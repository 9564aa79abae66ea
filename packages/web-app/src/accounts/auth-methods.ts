/**
 * Why: 000 §2 Welcome and Login modal — the operator lists its sign-in methods (`GET pages/auth`);
 * with fewer than two the welcome screen's Login opens the sign-in modal straight away, otherwise the
 * /auth_methods list. Only methods this app can carry out are offered: an operator naming a method we do
 * not have (a messenger bot, say) must not produce a button that leads nowhere.
 */
export type AuthMethod = 'phone' | 'login';

const ALIASES: Record<string, AuthMethod> = {
  phone: 'phone',
  sms: 'phone',
  otp: 'phone',
  phone_otp: 'phone',
  login: 'login',
  password: 'login',
  login_password: 'login',
  username: 'login',
};

/** The operator's method entries (strings or `{ type | name | method | id }` objects) this app supports. */
export function supportedMethods(raw: readonly unknown[]): AuthMethod[] {
  const out: AuthMethod[] = [];
  for (const entry of raw) {
    const name =
      typeof entry === 'string'
        ? entry
        : typeof entry === 'object' && entry !== null
          ? ['type', 'name', 'method', 'id', 'key']
              .map((k) => (entry as Record<string, unknown>)[k])
              .find((v): v is string => typeof v === 'string')
          : undefined;
    const method = name ? ALIASES[name.toLowerCase()] : undefined;
    if (method && !out.includes(method)) out.push(method);
  }
  return out;
}

/** Where the welcome screen's Login leads. */
export function loginEntry(
  methods: readonly AuthMethod[],
): { kind: 'modal'; method: AuthMethod } | { kind: 'list' } {
  if (methods.length >= 2) return { kind: 'list' };
  return { kind: 'modal', method: methods[0] ?? 'phone' };
}
