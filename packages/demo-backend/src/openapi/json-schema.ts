// zod 4's own JSON Schema output, in the draft OpenAPI 3.1 uses (2020-12). Anything zod cannot express
// (a transform's output, a custom check) becomes an open schema rather than a crash of the document.
import { z } from 'zod';

const SAFE = Number.MAX_SAFE_INTEGER;

/**
 * zod writes the safe-integer range on every .int() (±9007199254740991): true, but noise, and the docs
 * page would show it as every integer's example. Bounds a schema really sets stay.
 */
function withoutSafeIntegerBounds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutSafeIntegerBounds);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'minimum' && value === -SAFE) continue;
    if (key === 'maximum' && value === SAFE) continue;
    out[key] = withoutSafeIntegerBounds(value);
  }
  return out;
}

export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    cycles: 'ref',
  }) as Record<string, unknown>;
  return withoutSafeIntegerBounds(rest) as Record<string, unknown>;
}
