// The routes' schemas, for the OpenAPI document only (../lib/schemaCompilers.ts): payloads and
// answers are the core's zod schemas; the route id and the list query string are the API's own.
import { openApiSchema, responses, type ParentField } from '@mfe/catalogue-core';

type ZodSchema = Parameters<typeof openApiSchema>[0];

export const idParams = {
  type: 'object',
  properties: { id: { type: 'string', description: 'Record id' } },
  required: ['id'],
} as const;

/** A list's query string: paging, search and the parent filters that list takes. */
export function listQuery(parentFilters: readonly ParentField[]) {
  return {
    type: 'object',
    properties: {
      page: { type: 'string', description: 'Page number (default 1)' },
      items_per_page: { type: 'string', description: 'Rows per page (default 15, at most 100)' },
      search: { type: 'string', description: 'Case-insensitive name contains' },
      ...Object.fromEntries(
        parentFilters.map((field) => [field, { type: 'string', description: 'Parent id; a value that is no id matches nothing' }]),
      ),
    },
  };
}

export const bearer = [{ bearerAuth: [] }];

const documented = new WeakMap<ZodSchema, Record<string, unknown>>();

/** A payload's (or an answer's) JSON Schema, made once per schema. */
export function jsonSchema(schema: ZodSchema): Record<string, unknown> {
  let json = documented.get(schema);
  if (!json) documented.set(schema, (json = openApiSchema(schema)));
  return json;
}

/** A route's answers: its success, and `{message, errors?}` for every refusal. */
export function answers(status: 200 | 201, schema: ZodSchema) {
  return { [status]: jsonSchema(schema), '4xx': jsonSchema(responses.failure) };
}
