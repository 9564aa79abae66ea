// The wire shapes of the profiles, parental PIN and messages calls (000 §3 Profile, Avatar category,
// Message; §7 Users, Profiles, messages): what the routes validate with and what they promise in the
// OpenAPI document (issue 24). The web app's zod schemas mirror these.
import { z } from 'zod';
import { PARENTAL_ACTIONS } from '../parental/approval-policy';
import { PIN_LENGTH, PROFILE_NAME_MAX } from './profile-rules';

export const pin = z
  .string({ error: 'Required' })
  .regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), `the PIN is ${PIN_LENGTH} digits`);

export const idParams = z.object({ id: z.coerce.number().int().positive() });

export const profileRole = z.enum(['adult', 'child']);

export const profileAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  role: profileRole,
  icon_avatar_id: z.number().int(),
  /** Absolute URL of the avatar picture (an SVG under /static/avatars/). */
  icon: z.string(),
  is_active: z.boolean(),
});
export type ProfileAnswer = z.infer<typeof profileAnswer>;

const profileName = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(PROFILE_NAME_MAX, `at most ${PROFILE_NAME_MAX} characters`);

export const newProfileBody = z.object({
  name: profileName,
  role: profileRole.default('adult'),
  icon_avatar_id: z.coerce.number().int().positive(),
});

export const profilePatchBody = z
  .object({
    name: profileName.optional(),
    role: profileRole.optional(),
    icon_avatar_id: z.coerce.number().int().positive().optional(),
  })
  .refine((b) => b.name !== undefined || b.role !== undefined || b.icon_avatar_id !== undefined, {
    message: 'send name, role or icon_avatar_id',
  });

export const chooseProfileBody = z.object({ id: z.coerce.number().int().positive() });

/** GET/POST /v2/users/self/profile: the profile the account watches as (null before one exists). */
export const activeProfileAnswer = z.object({ profile: profileAnswer.nullable() });

export const avatarCategoriesAnswer = z.array(
  z.object({
    id: z.number().int(),
    title: z.string(),
    avatars: z.array(z.object({ id: z.number().int(), src: z.string() })),
  }),
);

export const pinCheckBody = z.object({
  code: pin,
  /** What the PIN is entered for (000 §6 parental checks): a right PIN answers an approval for it. */
  action: z.enum(PARENTAL_ACTIONS).optional(),
  /**
   * 000 §4 "saving the PIN has a save-for-time option": for a channel, programme or film, true keeps the
   * approval at least 30 minutes and stores parentalChannels '30' on the device, false stores '1' (the
   * device's duration applies).
   */
  save_for_time: z.boolean().optional(),
});
export const pinCheckAnswer = z.object({
  valid: z.boolean(),
  /** Wrong entries left before the server refuses checks for a while. */
  attempts_left: z.number().int(),
  /**
   * With a right PIN and an `action`: the approval to send as the X-Parental-Approval header with the change
   * it was asked for, good for this user on this device for `expires_in` seconds — null while the device's
   * duration is 0: until the PIN changes, the device signs out or a child profile becomes active (000 §4).
   */
  approval: z
    .object({ token: z.string(), action: z.enum(PARENTAL_ACTIONS), expires_in: z.number().int().nullable() })
    .optional(),
});
export const pinSendAnswer = z.object({
  sent: z.literal(true),
  /** The phone the SMS went to, masked (+7 999 ***-**-01). */
  phone: z.string(),
});

export const messageAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  created_at: z.string(),
  is_read: z.boolean(),
  removed: z.boolean(),
});
export type MessageAnswer = z.infer<typeof messageAnswer>;
export const messageListAnswer = z.object({ results: z.array(messageAnswer), unread: z.number().int() });
export const unreadAnswer = z.object({ unread: z.number().int() });
export const okAnswer = z.object({ ok: z.literal(true) });

export const sinkMessageBody = z.object({
  /** A username or phone of the viewer who receives the message. */
  user: z.string().min(1).max(64),
  title: z.string().trim().min(1, 'Required').max(120),
  text: z.string().trim().min(1, 'Required').max(2000),
});
