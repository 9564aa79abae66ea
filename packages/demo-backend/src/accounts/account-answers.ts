// The answers of the account calls (000 §3 User, Device; §7 Users and authentication) as zod schemas,
// for their route contracts and so the OpenAPI document (issue 24). They mirror session/users.ts toUser,
// session/devices.ts and the routes beside this file; the contract check holds the real answers to them.
import { z } from 'zod';
import { parentalSwitches } from './fields';
import { parentalDialogueAnswer } from './parental-dialogue';

export const userAnswer = z.object({
  id: z.number().int(),
  username: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  first_name: z.string(),
  is_guest: z.boolean(),
  date_joined: z.string().describe('ISO 8601'),
  timezone: z.string(),
  provider_uid: z.string(),
  refer_id: z.string().nullable(),
  /** Whether a parental PIN is set; the PIN itself is never sent (issue 16). */
  parental_status: z.enum(['set', 'notset']),
});

/** GET /v2/users/self: the user, with the operator's invitation to set a PIN while none is set (000 §3 User). */
export const selfAnswer = userAnswer.extend({ parental_dialogue: parentalDialogueAnswer.nullable() });

const parentalAnswer = z.object({ ...parentalSwitches, duration: z.number() });

export const deviceAnswer = z.object({
  id: z.number().int(),
  serial: z.string(),
  login_at: z.string().describe('ISO 8601'),
  device_type: z.string(),
  vendor: z.string(),
  model: z.string(),
  version: z.string().nullable(),
  os_name: z.string().nullable(),
  os_version: z.string().nullable(),
  application_type: z.string(),
  notification_token: z.string().nullable(),
  settings: z.looseObject({ parentalChannels: z.union([z.array(z.number().int()), z.enum(['30', '1'])]) }),
  parental_settings: parentalAnswer,
});

/** A device in the user's list: is_current marks the calling token's own (000 §5). */
export const ownDeviceAnswer = deviceAnswer.extend({ is_current: z.boolean() });

/** What every sign-in answers (000 §4 Session): the token, its expiry, the device and the user. */
export const grantAnswer = z.object({
  access_token: z.string(),
  expired: z.number().int().describe('Unix seconds'),
  device: deviceAnswer,
  user: userAnswer,
});

/** POST /v2/users: the new user; a guest or a user with a password is signed in at once. */
export const newUserAnswer = userAnswer.extend({
  access_token: z.string().optional(),
  expired: z.number().int().optional(),
  device: deviceAnswer.optional(),
});

export const codeSentAnswer = z.object({
  phone: z.string(),
  length: z.number().int(),
  resend_in: z.number().describe('Seconds until another code may be asked for'),
  expires_in: z.number(),
  message: z.string().optional(),
});

export const sendMethodsAnswer = z.object({ methods: z.array(z.string()), link: z.string().nullable() });
export const codeWaitingAnswer = z.object({ otp_exist: z.boolean() });
export const okAnswer = z.object({ ok: z.literal(true) });

export const blockStatusAnswer = z.object({
  balance: z.string(),
  username: z.string(),
  amount: z.string(),
  status: z.enum(['active', 'blocked']),
  message_detail: z.string(),
});
export const cityAnswer = z.object({ id: z.number().int(), name: z.string() });
export const addressAnswer = z.object({
  address_id: z.number().int(),
  address: z.string(),
  provider_id: z.number().int(),
  user_id: z.number().int(),
});
export const cityChosenAnswer = z.object({ city: cityAnswer, addresses: z.array(addressAnswer) });

export const welcomeAnswer = z.object({
  docs: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      title: z.string(),
      text: z.string(),
      url: z.string().nullable(),
      checkbox: z.boolean(),
      default_value: z.boolean().optional(),
    }),
  ),
});
export const signInMethodsAnswer = z.object({
  methods: z.array(z.object({ type: z.enum(['phone', 'login']), title: z.string() })),
});

const smsAnswer = z.object({
  seq: z.number().int(),
  phone: z.string(),
  text: z.string(),
  code: z.string(),
  at: z.number().describe('Unix ms'),
});
/** The demo SMS outbox (GET /sink/sms): what the gateway "sent", newest last. */
export const outboxAnswer = z.object({ messages: z.array(smsAnswer), last: smsAnswer.nullable() });
