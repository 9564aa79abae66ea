/**
 * The sign-in calls of 000 §7 (Startup and configuration, Users and authentication). Each states its §8
 * tag, so a 403 means a region block and a 401 on a wrong code or password never raises the token-error
 * flag of the viewer's current (guest) session. All are quiet: the sign-in modal shows their failures
 * itself, next to what the viewer typed, instead of the generic message modal.
 */
import { z } from 'zod';
import type { ApiClient } from '../api/http';
import {
  authPageSchema,
  type SignInGrant,
  signInGrantSchema,
  type User,
  userSchema,
  type WelcomePage,
  welcomePageSchema,
} from '../api/schemas';
import { APP_VERSION } from '../constants';
import type { DeviceData } from '../session/device';
import { type SendMethods, sendMethodsSchema } from './telegram-code';

/** The answer to POST otps: the code's length and when another may be asked for, when the server says. */
const codeSentSchema = z.looseObject({
  length: z.number().int().positive().nullish(),
  resend_in: z.number().nonnegative().nullish(),
  message: z.string().nullish(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

/**
 * The network's provider, sent with the phone sign-in calls: its phone and code rules (000 §5, one
 * provider takes 9-digit local numbers and 4-digit codes) are the server's to check.
 */
type Provider = string | number | null;

const codeWaitingSchema = z.looseObject({ otp_exist: z.boolean() });

/** 000 §7 POST auth/otp/{operator}/: the operator whose own channel sent the code (the Telegram bot). */
export const TELEGRAM_OPERATOR = 'telegram';

export function createAccountEndpoints(api: ApiClient) {
  return {
    /** 000 §7 GET pages/welcome: the documents of the welcome screen. */
    welcomePage: (): Promise<WelcomePage> =>
      api.request({ path: '/pages/welcome', schema: welcomePageSchema, quiet: true }),
    /** 000 §7 GET pages/auth: the operator's sign-in methods. */
    authMethods: async (): Promise<unknown[]> =>
      (await api.request({ path: '/pages/auth', schema: authPageSchema, quiet: true })).methods ?? [],
    /**
     * 000 §7 POST otps: sends a one-time code to the phone; through the regional middleware (POST
     * mw/otps {phone}) when `regional` (000 §5: the regional variant's numbers starting with 7).
     */
    sendCode: (phone: string, provider?: Provider, regional = false): Promise<CodeSent> =>
      api.request({
        method: 'POST',
        path: regional ? '/mw/otps' : '/otps',
        query: { provider },
        schema: codeSentSchema,
        tag: 'otp-auth',
        quiet: true,
        body: regional ? { phone } : { phone, can_display_message: true },
      }),
    /** 000 §4 Phone login: an unknown phone (invalid_phone) is registered, then the code is sent again. */
    registerPhone: (phone: string, provider?: Provider): Promise<User> =>
      api.request({
        method: 'POST',
        path: '/users',
        query: { provider },
        schema: userSchema,
        tag: 'guest-create',
        quiet: true,
        body: { username: phone, phone, app_version: APP_VERSION },
      }),
    /**
     * 000 §7 POST auth/otp with the phone and the code. The device goes with it, so the guest device this
     * browser was using is handed to the signed-in user (000 §4 Session).
     */
    verifyCode: (
      phone: string,
      code: string,
      device: DeviceData,
      provider?: Provider,
      regional = false,
    ): Promise<SignInGrant> =>
      api.request({
        method: 'POST',
        path: regional ? '/mw/auth/otp' : '/auth/otp',
        query: { provider },
        schema: signInGrantSchema,
        tag: 'otp-auth',
        quiet: true,
        body: { phone, token: code, device_id: device.serial, ...device },
      }),
    /** 000 §7 GET otp/send_methods: how codes reach this phone (telegram first, with the bot's link). */
    sendMethods: (phone: string, provider?: Provider): Promise<SendMethods> =>
      api.request({
        path: '/otp/send_methods',
        query: { phone, provider },
        schema: sendMethodsSchema,
        quiet: true,
      }),
    /** 000 §7 GET otp/exist: whether the code the viewer asked the bot for exists yet (polled every 5 s). */
    codeExists: async (phone: string, provider: Provider, signal: AbortSignal): Promise<boolean> =>
      (
        await api.request({
          path: '/otp/exist',
          query: { phone, provider },
          schema: codeWaitingSchema,
          tag: 'otp-auth',
          quiet: true,
          signal,
        })
      ).otp_exist,
    /**
     * 000 §7 POST auth/otp/{operator}/ (identifier, token): sign in with a code the operator's own
     * channel sent; the Telegram variant's identifier is the phone. The device goes along as above.
     */
    verifyOperatorCode: (
      operator: string,
      identifier: string,
      code: string,
      device: DeviceData,
    ): Promise<SignInGrant> =>
      api.request({
        method: 'POST',
        path: `/auth/otp/${encodeURIComponent(operator)}/`,
        schema: signInGrantSchema,
        tag: 'otp-auth',
        quiet: true,
        body: { identifier, token: code, device_id: device.serial, ...device },
      }),
    /**
     * 000 §7 POST auth/login (login, password, app_version), with the device as above. The guest token
     * goes along so the guest's device record is the one replaced; a wrong pair is a 400, not a 401.
     */
    logIn: (login: string, password: string, device: DeviceData): Promise<SignInGrant> =>
      api.request({
        method: 'POST',
        path: '/auth/login',
        schema: signInGrantSchema,
        tag: 'login',
        quiet: true,
        body: { login, password, app_version: APP_VERSION, device_id: device.serial, ...device },
      }),
  };
}
