/** What the engagement calls answer (demo backend src/engagement/engagement-answers.ts; 001 §3 News, 000 §3 Survey). */
import { z } from 'zod';

export const newsItemSchema = z.looseObject({
  id: z.number(),
  title: z.string(),
  summary: z.string().default(''),
  body: z.string().default(''),
  /** Unix seconds. */
  published_at: z.number(),
});

export const infoPageSchema = z.looseObject({
  slug: z.string(),
  title: z.string(),
  sections: z.array(z.object({ heading: z.string(), text: z.string() })),
  updated_at: z.number().optional(),
});

export const instructionsSchema = z.looseObject({
  devices: z.array(
    z.object({ id: z.string(), name: z.string(), steps: z.array(z.string()), help_url: z.string() }),
  ),
  advantages: z.object({
    channels: z.number(),
    free_channels: z.number(),
    libraries: z.number(),
    device_limit: z.number(),
  }),
});
export type Instructions = z.infer<typeof instructionsSchema>;

/** A row as the new-year page lists it: its title and the titles it links to (001 §3 Row). */
export const rowSchema = z.looseObject({
  id: z.number(),
  title: z.string(),
  contents: z
    .array(
      z.looseObject({
        id: z.number(),
        slug: z.string().optional(),
        title: z.string().optional(),
        name: z.string().optional(),
      }),
    )
    .nullish(),
});
export type Row = z.infer<typeof rowSchema>;

/** 001 §3 Push notification (demo backend src/engagement/push-answers.ts). */
export const pushSchema = z.looseObject({
  id: z.number(),
  title: z.string(),
  body: z.string().default(''),
  icon: z.string().nullish(),
  action: z.string().nullish(),
  destination: z.looseObject({
    type: z.string(),
    id: z.union([z.number(), z.string()]).optional(),
    code: z.string().optional(),
    slug: z.string().optional(),
    src: z.string().optional(),
  }),
  // When it shows: from its start, for its time to live (notify/push-timing.ts).
  time_start: z.number().nullish(),
  timeStart: z.number().nullish(),
  time_to_live: z.number().nullish(),
  timeToLive: z.number().nullish(),
});
export type Push = z.infer<typeof pushSchema>;

/** 000 §3 Survey. */
export const surveySchema = z.looseObject({
  question: z.string(),
  description: z.string().default(''),
  allow_user_answer: z.boolean().default(false),
  answers: z.array(z.object({ id: z.number(), text: z.string() })),
});
