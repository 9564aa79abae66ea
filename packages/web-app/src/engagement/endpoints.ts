/**
 * 001 §7 News, the info pages, instructions and the new-year page's settings (issue 20). Reads are
 * quiet: each page shows its own loading, not-found and error states.
 */

import { z } from 'zod';
import type { ApiClient } from '../api/http';
import { infoPageSchema, instructionsSchema, newsItemSchema, newYearSchema, rowSchema } from './schemas';

export function createEngagementEndpoints(api: ApiClient) {
  return {
    news: () => api.request({ path: '/news', schema: z.array(newsItemSchema), quiet: true }),
    newsItem: (id: string) =>
      api.request({ path: `/news/${encodeURIComponent(id)}`, schema: newsItemSchema, quiet: true }),
    infoPage: (slug: string) =>
      api.request({ path: `/info_pages/${encodeURIComponent(slug)}`, schema: infoPageSchema, quiet: true }),
    instructions: () => api.request({ path: '/instructions', schema: instructionsSchema, quiet: true }),
    newYear: () => api.request({ path: '/newyear', schema: newYearSchema, quiet: true }),
    row: (id: number) =>
      api.request({ path: `/rows/${id}`, query: { limit: 12 }, schema: rowSchema, quiet: true }),
  };
}

export type EngagementEndpoints = ReturnType<typeof createEngagementEndpoints>;
