/**
 * Why: the header names the signed-in viewer in the fewest characters that still say who it is — their
 * first name, else their login, else their phone — and a one-letter badge for narrow screens. A phone
 * used as a login is shown with its last digits visible and grouped, never cut in the middle.
 */
export interface AccountFacts {
  first_name?: string | null;
  username?: string | null;
  phone?: string | null;
}

const PHONE_LIKE = /^\+?\d{6,}$/;
const asPhone = (digits: string) => `+${digits.replace(/^\+/, '')}`;

export function accountName(user: AccountFacts | null): string {
  const first = user?.first_name?.trim();
  if (first) return PHONE_LIKE.test(first) ? asPhone(first) : first;
  const login = user?.username?.trim();
  if (login && !PHONE_LIKE.test(login)) return login;
  const phone = user?.phone?.trim() || login;
  return phone ? asPhone(phone) : '';
}

export function accountInitial(user: AccountFacts | null): string {
  const name = accountName(user);
  const letter = name.replace(/^\+/, '').charAt(0);
  return letter ? letter.toLocaleUpperCase() : '?';
}
