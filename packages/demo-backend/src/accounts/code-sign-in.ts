// The one tail of every code sign-in of 000 §7 (the SMS POST /v2/auth/otp, the Telegram variant's
// POST /v2/auth/otp/telegram/, the regional POST /v2/mw/auth/otp): find the account the phone's code
// enters, verify the code, make the phone that account's (accounts/phones.ts), and sign the device in.
// The routes differ only in how they read the request and in what a phone nobody has does.
import type { ApiContext } from '../context';
import { ApiError } from '../http/errors';
import type { Grant } from '../session/store';
import { insertUser } from '../session/users';
import type { signInDeviceOf } from './fields';
import type { OtpService } from './otp';
import { codeSignInTarget, enterByCode } from './phones';

export const unknownPhone = () =>
  new ApiError(400, 'invalid_phone', 'No viewer has this phone yet', { field: 'phone' });

export interface CodeSignIn {
  phone: string;
  code: string;
  device: ReturnType<typeof signInDeviceOf>;
  /**
   * A phone nobody has: `refuse` answers invalid_phone before the code is tried, so no try is spent (the
   * SMS and regional flows register the phone first, 000 §4 Phone login); `register` makes it a new
   * viewer's once the code is right (the Telegram bot's code proves the phone, and it needs no
   * registration first).
   */
  unknownPhone: 'refuse' | 'register';
}

export async function signInByCode(
  { db, sessions, now }: Pick<ApiContext, 'db' | 'sessions' | 'now'>,
  otp: OtpService,
  { phone, code, device, unknownPhone: ifUnknown }: CodeSignIn,
): Promise<Grant> {
  const known = ifUnknown === 'refuse' ? await codeSignInTarget(db, phone) : undefined;
  if (ifUnknown === 'refuse' && !known) throw unknownPhone();
  await otp.verify(phone, code);
  // Looked up after the code for `register`: the account the code enters is the one the phone has now.
  const target =
    known ??
    (await codeSignInTarget(db, phone)) ??
    (await insertUser(db, { is_guest: false, pending_phone: phone }, now()));
  return sessions.signIn(await enterByCode(db, target, phone, now()), device);
}
