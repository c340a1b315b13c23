// The JSON Schema of a payload or response for the OpenAPI document: the values as the rules
// accept them (forms may also send ids as numeric text, and '' for none).
import { z } from 'zod';

export function openApiSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'openapi-3.0' }) as Record<
    string,
    unknown
  >;
  return json;
}
