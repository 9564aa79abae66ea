import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { PHONE_LENGTH } from '../constants';

/** Digits only after dropping the usual separators (+, spaces, dashes, brackets). */
const typedPhone = z.string({ error: 'Required' }).transform((value) => value.replace(/[\s()+-]/g, ''));
const phoneDigits = z.string().min(1, 'Required').regex(/^\d+$/, 'error_wrong_phone: digits only');

/** A phone of the provider mask's length. */
export const phone = typedPhone.pipe(
  phoneDigits.length(PHONE_LENGTH, `error_wrong_phone: ${PHONE_LENGTH} digits`),
);

/**
 * A sign-in phone: its length is checked against the provider's rules in the route (sign-in-rules.ts),
 * since one provider also takes 9-digit local numbers.
 */
export const signInPhone = typedPhone.pipe(phoneDigits.max(15, 'error_wrong_phone: at most 15 digits'));

export const code = z.string({ error: 'Required' }).regex(/^\d{4,8}$/, 'the code is 4 to 8 digits');

export const username = z
  .string({ error: 'Required' })
  .trim()
  .min(3, 'at least 3 characters')
  .max(64, 'at most 64 characters')
  .regex(/^[\p{L}\p{N}._@+-]+$/u, 'letters, digits and . _ @ + - only');

/** A registered user's password (guests send a client-derived one, checked more loosely). */
export const newPassword = z.string({ error: 'Required' }).min(6, 'at least 6 characters').max(128);
export const anyPassword = z.string({ error: 'Required' }).min(1, 'Required').max(128);

/** 000 §5: a standard address, no Cyrillic and no punycode (xn--). */
export const email = z
  .string()
  .trim()
  .max(254)
  .email('not an e-mail address')
  .refine(
    (value) => !/[\u0400-\u04ff]/.test(value) && !/xn--/i.test(value),
    'Cyrillic and xn-- addresses are not accepted',
  );

export const serial = z.string().min(1).max(128);

const text = z.string().max(128);
/** 000 §3 Device data a client tells about itself. */
export const deviceData = {
  device_type: z.enum(['tv', 'tablet', 'phone', 'pc']).optional(),
  vendor: text.optional(),
  model: text.optional(),
  version: z.union([text, z.number()]).transform(String).optional(),
  os_name: text.optional(),
  os_version: z.union([text, z.number()]).transform(String).optional(),
  application_type: text.optional(),
  notification_token: z.string().max(4096).optional(),
};

/** The device's parental switches (000 §4 Parental PIN): one list for what a device may send and is answered. */
export const parentalSwitches = {
  profile: z.boolean(),
  program: z.boolean(),
  vod: z.boolean(),
  channel: z.boolean(),
  pay: z.boolean(),
  settings: z.boolean(),
};

export const parentalSettings = z
  .object({ ...parentalSwitches, duration: z.number().int().nonnegative().max(86_400) })
  .partial()
  .strict();

export const deviceSettings = z.looseObject({
  parentalChannels: z
    .union([z.array(z.number().int().positive()).max(1_000), z.enum(['30', '1'])])
    .default([]),
});

export const appVersion = z.union([z.string().max(32), z.number()]).optional();

/** The serial the client stores for its signed-in device; one is made when it sends none. */
export const serialFor = (given: string | undefined) => given ?? `web-${randomBytes(12).toString('hex')}`;

export function deviceDataOf(body: Record<string, unknown>) {
  const data: Record<string, unknown> = {};
  for (const key of Object.keys(deviceData)) if (body[key] !== undefined) data[key] = body[key];
  return data;
}

/** How a sign-in call's device is handed to SessionStore.signIn: its serial, the caller's (guest) token, its data. */
export const signInDeviceOf = (
  body: Record<string, unknown> & { device_id?: string | undefined },
  currentToken: string | undefined,
) => ({ serial: serialFor(body.device_id), currentToken, data: deviceDataOf(body) });
