/**
 * The answer's schema built while its call is in flight (issue 38). The answer schemas are `z.lazy`, built on
 * their first parse (api/schemas.ts says why). On a first visit that parse sits on 000 §4's start-up chain
 * (network → guest → sign-in → stream): each answer waited for its schema — and, the first time, zod's own
 * set-up of each kind of schema — before the next call could go out, which made the chain later (two bench
 * pairs: the stream call 43 and 178 ms later than with every schema built at import). A call now builds its
 * answer's schema in a microtask once the code that sent it has run (the first wave sends three calls at once),
 * so the build overlaps the round trip.
 */
import { z } from 'zod';

function build(schema: z.ZodType): void {
  // zod builds a lazy's inner schema on its first read and keeps it: every later parse reads the same one.
  if (schema instanceof z.ZodLazy) void schema._zod.innerType;
  else if (schema instanceof z.ZodArray) build(schema.element as z.ZodType);
}

export function buildWhileInFlight(schema: z.ZodType): void {
  queueMicrotask(() => build(schema));
}
