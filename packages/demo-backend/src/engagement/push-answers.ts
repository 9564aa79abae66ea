// The push feed's shapes (001 §3 Push notification: id, title, body, icon, action, time_to_live,
// time_start, destination {type, id, code, slug, src}); the OpenAPI document and the route tests read
// the same schemas.
import { z } from 'zod';

/** 001 §2 Push modal destinations (setting/settings and packet/packets are synonyms there). */
export const PUSH_DESTINATION_TYPES = [
  'content',
  'channel',
  'promo_key',
  'setting',
  'settings',
  'row',
  'rowset',
  'packet',
  'packets',
] as const;

export const pushDestinationSchema = z.object({
  type: z.enum(PUSH_DESTINATION_TYPES),
  id: z.union([z.number().int(), z.string().max(120)]).optional(),
  code: z.string().max(64).optional(),
  slug: z.string().max(200).optional(),
  src: z.string().max(2000).optional(),
});

export const pushSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  icon: z.string().nullable(),
  action: z.string().nullable(),
  destination: pushDestinationSchema,
  /** Unix seconds. */
  time_start: z.number().int(),
  /** Seconds. */
  time_to_live: z.number().int(),
});
export const pushListAnswer = z.object({ data: z.array(pushSchema) });

export const sinkPushBody = z.object({
  /** A username or phone of the viewer who receives it. */
  user: z.string().min(1).max(64),
  title: z.string().trim().min(1, 'Required').max(120),
  body: z.string().trim().min(1, 'Required').max(2000),
  icon: z.string().max(2000).optional(),
  action: z.string().trim().min(1).max(40).optional(),
  destination: pushDestinationSchema,
  /** Unix seconds it becomes current (001 §3 time_start); now unless given. */
  time_start: z.number().int().min(0).optional(),
  /** Seconds the push stays current; a day unless given. */
  time_to_live: z
    .number()
    .int()
    .min(1)
    .max(30 * 86_400)
    .default(86_400),
});
