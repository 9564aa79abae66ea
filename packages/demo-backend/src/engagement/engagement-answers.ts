// What the engagement routes send, as zod schemas: the OpenAPI document (issue 24) is generated from
// these, and the route tests parse the answers with them, so the contract and the answers agree.
import { z } from 'zod';

export const newsItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** Paragraphs separated by blank lines. */
  body: z.string(),
  /** Unix seconds. */
  published_at: z.number().int(),
});
/** 001 §7 News: "list, or one item, in data". */
export const newsListAnswer = z.object({ data: z.array(newsItemSchema) });
export const newsItemAnswer = z.object({ data: newsItemSchema });

const sectionSchema = z.object({ heading: z.string(), text: z.string() });
export const infoPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  sections: z.array(sectionSchema),
  /** Unix seconds. */
  updated_at: z.number().int(),
});

export const instructionsSchema = z.object({
  devices: z.array(
    z.object({ id: z.string(), name: z.string(), steps: z.array(z.string()), help_url: z.string() }),
  ),
  /** 001 §2: the four advantage blocks — channels, free channels, libraries, device limit. */
  advantages: z.object({
    channels: z.number().int(),
    free_channels: z.number().int(),
    libraries: z.number().int(),
    device_limit: z.number().int(),
  }),
});

export const surveySchema = z.object({
  id: z.number().int(),
  question: z.string(),
  description: z.string(),
  allow_user_answer: z.boolean(),
  answers: z.array(z.object({ id: z.number().int(), text: z.string() })),
});

export const surveyAnswerBody = z.object({
  answer_ids: z.array(z.number().int().positive()).max(50).default([]),
  user_text: z.string().max(2000).optional(),
});

export const surveyResponseSchema = z.object({
  id: z.number().int(),
  survey_id: z.number().int(),
  answer_ids: z.array(z.number().int()),
  user_text: z.string().nullable(),
});

export const adIdBody = z.object({
  identifier: z.string().trim().min(1).max(200),
  vendor: z.string().trim().min(1).max(64),
});
export const adIdSchema = z.object({ vendor: z.string(), identifier: z.string() });

export const abTestSchema = z.object({ id: z.number().int(), name: z.string(), group: z.string() });
