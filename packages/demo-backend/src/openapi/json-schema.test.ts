import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonSchemaOf } from './json-schema';

describe('jsonSchemaOf', () => {
  it('drops the safe-integer bounds zod adds to every int, keeps real ones', () => {
    const schema = z.object({ id: z.number().int(), page: z.number().int().min(1).max(100) });
    expect(jsonSchemaOf(schema, 'output')).toEqual({
      type: 'object',
      properties: { id: { type: 'integer' }, page: { type: 'integer', minimum: 1, maximum: 100 } },
      required: ['id', 'page'],
      additionalProperties: false,
    });
  });

  it('describes what a query accepts (input), not what the route gets after coercion', () => {
    const query = z.object({ limit: z.coerce.number().int().default(20) });
    const json = jsonSchemaOf(query, 'input') as { required?: string[] };
    expect(json.required ?? []).not.toContain('limit');
  });
});
