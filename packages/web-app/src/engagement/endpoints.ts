/**
 * 001 §7 News, the info pages, instructions, the new-year page's settings, the push feed and survey 1
 * (issue 20). Reads are quiet: each page shows its own loading, not-found and error states.
 */

import { z } from 'zod';
import type { ApiClient } from '../api/http';
import {
  infoPageSchema,
  instructionsSchema,
  newsItemSchema,
  pushSchema,
  rowSchema,
  surveySchema,
} from './schemas';

/** 000 §7 Surveys: the one survey the app asks. */
export const SURVEY_ID = 1;
const done = z.unknown();

export function createEngagementEndpoints(api: ApiClient) {
  return {
    news: () => api.request({ path: '/news', schema: z.array(newsItemSchema), quiet: true }),
    newsItem: (id: string) =>
      api.request({ path: `/news/${encodeURIComponent(id)}`, schema: newsItemSchema, quiet: true }),
    infoPage: (slug: string) =>
      api.request({ path: `/info_pages/${encodeURIComponent(slug)}`, schema: infoPageSchema, quiet: true }),
    instructions: () => api.request({ path: '/instructions', schema: instructionsSchema, quiet: true }),
    row: (id: number) =>
      api.request({ path: `/rows/${id}`, query: { limit: 12 }, schema: rowSchema, quiet: true }),
    /** The client unwraps the answer's `data` (001 §7), as for the news. */
    pushes: (signal?: AbortSignal) =>
      api.request({ path: '/users/self/push', schema: z.array(pushSchema), quiet: true, signal }),
    removePush: (id: number) =>
      api.request({ method: 'DELETE', path: `/users/self/push/${id}`, schema: done, quiet: true }),
    survey: () => api.request({ path: `/surveys/${SURVEY_ID}/questions`, schema: surveySchema, quiet: true }),
    answerSurvey: (answer: { answer_ids: number[]; user_text?: string }) =>
      api.request({
        method: 'POST',
        path: `/surveys/${SURVEY_ID}/answers`,
        schema: done,
        body: answer,
        quiet: true,
      }),
    /** The e-mail prompt's address (PATCH /users/self, 000 §7). */
    saveEmail: (email: string) =>
      api.request({ method: 'PATCH', path: '/users/self', schema: done, body: { email }, quiet: true }),
  };
}

export type EngagementEndpoints = ReturnType<typeof createEngagementEndpoints>;
