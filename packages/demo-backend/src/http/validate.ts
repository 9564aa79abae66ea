// Validation at the route boundary: a failing schema becomes a 400 that names the first bad field,
// so a client (or a test) knows what to fix without reading server logs.
import type { z } from 'zod';
import { badRequest } from './errors';

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : where;
  const reason = issue?.message ?? 'invalid value';
  return throwBadRequest(field, `Invalid ${where} field "${field}": ${reason}`);
}

function throwBadRequest(field: string, message: string): never {
  throw badRequest(field, message);
}
