/**
 * The wire shapes of the profiles, parental PIN, account and messages calls (000 §3 Profile, Avatar
 * category, Device record, Message), as the demo operator documents them. Loose objects: an operator may
 * send more fields than the app reads.
 */
import { z } from 'zod';

export const profileSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  role: z.enum(['adult', 'child']).catch('adult'),
  icon_avatar_id: z.number().nullish(),
  icon: z.string().nullish(),
  is_active: z.boolean().nullish(),
});
export type Profile = z.infer<typeof profileSchema>;

export const activeProfileSchema = z.looseObject({ profile: profileSchema.nullable() });

export const avatarCategorySchema = z.looseObject({
  id: z.number().nullish(),
  title: z.string(),
  avatars: z.array(z.looseObject({ id: z.number(), src: z.string() })),
});

export const pinSentSchema = z.looseObject({ phone: z.string().nullish() });

export const messageSchema = z.looseObject({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  created_at: z.string().nullish(),
  is_read: z.boolean().nullish(),
  removed: z.boolean().nullish(),
});
export const messageListSchema = z.looseObject({ results: z.array(messageSchema), unread: z.number() });
export const unreadSchema = z.looseObject({ unread: z.number() });

export const parentalSettingsSchema = z.looseObject({
  vod: z.boolean().optional(),
  channel: z.boolean().optional(),
  program: z.boolean().optional(),
  settings: z.boolean().optional(),
  pay: z.boolean().optional(),
  profile: z.boolean().optional(),
  duration: z.number().optional(),
});

export const deviceRecordSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  serial: z.string().nullish(),
  login_at: z.string().nullish(),
  device_type: z.string().nullish(),
  vendor: z.string().nullish(),
  model: z.string().nullish(),
  os_name: z.string().nullish(),
  application_type: z.string().nullish(),
  is_current: z.boolean().nullish(),
  parental_settings: parentalSettingsSchema.nullish(),
  /** parentalChannels '30' / '1': the PIN prompt's save-for-time choice on this device (000 §4). */
  settings: z.looseObject({ parentalChannels: z.unknown().optional() }).nullish(),
});
export type DeviceRecordFull = z.infer<typeof deviceRecordSchema>;
