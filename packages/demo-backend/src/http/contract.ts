// What a route promises, declared beside it so the OpenAPI document (issue 24) is generated from the
// same zod schemas the route validates with, instead of a hand-written copy that drifts.
// Usage: app.get('/v2/x', { config: { contract: { spec: '000 §7 Users', tag: 'accounts', summary: '…',
//   query, response: { 200: answer } } } }, handler) — and parse inside the handler with those schemas.
import { z } from 'zod';

export interface RouteContract {
  /** Where the seeds describe the call, e.g. "000 §7 Profiles". */
  spec: string;
  /** Document group: accounts, profiles, packets, billing, catalogue, channels, contents, media, … */
  tag: string;
  summary: string;
  /** Path parameters (`:id` in the route). */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Answers by HTTP status; errors use the shared §8 error shape unless given here. */
  response?: Record<number, z.ZodType>;
  /**
   * Who may call: anyone; anyone, with a token that must be live when given (the answer is the viewer's: a dead
   * token is refused with 401, as a session call's is); a session (guest or user); a signed-in user; an
   * operator signed in to the QoE console (its own bearer token, never a viewer's).
   */
  auth?: 'none' | 'optional' | 'session' | 'user' | 'operator';
  /** Demo-only services (media, licence, VAST, outboxes) are documented apart. */
  demo?: boolean;
  /** Error statuses this call can answer beyond the ones the document infers (e.g. 403 region block). */
  errors?: readonly number[];
  /**
   * Moves money, so a client may retry it: an `Idempotency-Key` header makes a retry answer what the
   * first request did (src/money/idempotency.ts).
   */
  idempotent?: boolean;
  /**
   * When the change needs a parental approval (the X-Parental-Approval header, from a right PIN): the action
   * and what needs it. Such a call may answer 403 parental_approval_required.
   */
  parentalApproval?: string;
  /** Answers that are not JSON (playlists, XML, images, HTML, licence bytes): their media type. */
  produces?: string;
}

/** The §8 error body every failure is rewritten into (src/http/errors.ts ErrorBody). */
export const errorAnswer = z.object({
  error: z.object({
    status: z.number().int(),
    error_code: z.union([z.string(), z.number()]),
    message: z.string(),
    field: z.string().optional(),
    code: z.number().int().optional(),
    details: z.object({ message: z.string() }).optional(),
  }),
});

declare module 'fastify' {
  interface FastifyContextConfig {
    contract?: RouteContract;
  }
}
