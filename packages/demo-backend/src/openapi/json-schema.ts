// zod 4's own JSON Schema output, in the draft OpenAPI 3.1 uses (2020-12). Anything zod cannot express
// (a transform's output, a custom check) becomes an open schema rather than a crash of the document.
import { z } from 'zod';

export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    cycles: 'ref',
  }) as Record<string, unknown>;
  return rest;
}
