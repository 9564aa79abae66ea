// Provider-specific sign-in rules of 000 §5: one provider takes 9-digit local numbers (any number that
// does not start with 7) besides the usual 11, and sends 4-digit codes. The demo serves that provider
// as ?provider=5 ("OnAir Local"); every other provider keeps the 11-digit phone and the 6-digit code.
// The rules are data on the network answer (provider.phone_local_length, phone_otp_length), so the
// app checks what the server will check and never keys a rule on a provider id of its own.
import type { FastifyRequest } from 'fastify';
import { OTP_LENGTH, PHONE_LENGTH } from '../constants';
import { badRequest } from '../http/errors';

export const LOCAL_PHONE_PROVIDER_ID = 5;
export const LOCAL_PHONE_LENGTH = 9;
export const LOCAL_OTP_LENGTH = 4;

export interface SignInRules {
  /** Digits of a number that does not start with 7, when the provider takes local numbers. */
  localPhoneLength: number | null;
  codeLength: number;
}

export function signInRulesOf(provider: unknown): SignInRules {
  return String(provider ?? '') === String(LOCAL_PHONE_PROVIDER_ID)
    ? { localPhoneLength: LOCAL_PHONE_LENGTH, codeLength: LOCAL_OTP_LENGTH }
    : { localPhoneLength: null, codeLength: OTP_LENGTH };
}

/** The provider a sign-in call is made for: `?provider=` as on the network call. */
export function signInRulesFor(request: FastifyRequest): SignInRules {
  return signInRulesOf((request.query as Record<string, unknown> | undefined)?.provider);
}

/** How many digits this number must have: 9 for a local number where the provider takes them. */
export function phoneLengthFor(digits: string, rules: SignInRules): number {
  return rules.localPhoneLength !== null && !digits.startsWith('7') ? rules.localPhoneLength : PHONE_LENGTH;
}

/** 400 naming `phone` when the number's length is not the one this provider takes. */
export function checkPhone(digits: string, rules: SignInRules): void {
  const wanted = phoneLengthFor(digits, rules);
  if (digits.length !== wanted) {
    throw badRequest('phone', `Invalid body field "phone": error_wrong_phone: ${wanted} digits`);
  }
}
