import { z } from 'zod';

/**
 * 001 §7 "Content, metadata, sources, similar, episodes: content id, library id". The demo's answers are
 * the same whichever library is named (a title's library is its own, rowsets/select.ts libraryOf); the
 * meta says which one its stream uses (stream_using.library_id).
 */
export const libraryQuery = z.object({
  library_id: z.coerce.number().int().positive().optional(),
  access_token: z.string().optional(),
});
