// The stat calls' acknowledgement and the sink's record list (stat-sink.ts SinkCall) as zod schemas for
// the route contracts and so the OpenAPI document (issue 24).
import { z } from 'zod';
import { SINK_KINDS, type SinkKind } from './stat-sink';

export const statAnswer = z.object({ ok: z.literal(true), seq: z.number().int() });

export const callsAnswer = z.object({
  calls: z.array(
    z.object({
      seq: z.number().int(),
      kind: z.enum(SINK_KINDS as [SinkKind, ...SinkKind[]]),
      at: z.number().describe('Unix ms'),
      method: z.string(),
      path: z.string(),
      query: z.record(z.string(), z.string()),
      body: z.unknown(),
      userId: z.number().int().nullable(),
    }),
  ),
  last_seq: z.number().int(),
});
