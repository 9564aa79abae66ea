/**
 * Why: an operator's middleware sends its JSON compressed (a gzip-speaking proxy in front of it); the demo's
 * did not, and the channel line-up alone is 61 KB — ≈ 0.33 s of a 1.5 Mbit/s link on the way to a channel
 * page's first frame (issue 23's throttled web app figure). Answers are compressed by their content type as
 * mime-db knows it (JSON, playlists, VAST and other text; never video, audio or licence bytes) when the client
 * asks for it and the body is worth it; a client that sends no Accept-Encoding (tests, curl) gets plain bytes.
 */
import type { FastifyCompressOptions } from '@fastify/compress';

export const COMPRESSION: FastifyCompressOptions = {
  global: true,
  encodings: ['gzip'],
  // Below one network packet compression saves nothing worth the work.
  threshold: 1400,
};
