// The routes' schemas, for the OpenAPI document only (../lib/schemaCompilers.ts): payloads,
// answers, the route id and the list query string are the core's zod schemas, as JSON Schema.
import { idParams as idParamsSchema, listQueryString, openApiSchema, responses, type ParentField } from '@mfe/catalogue-core';

type ZodSchema = Parameters<typeof openApiSchema>[0];

const documented = new WeakMap<ZodSchema, Record<string, unknown>>();

/** A payload's (or an answer's) JSON Schema, made once per schema. */
export function jsonSchema(schema: ZodSchema): Record<string, unknown> {
  let json = documented.get(schema);
  if (!json) documented.set(schema, (json = openApiSchema(schema)));
  return json;
}

export const idParams = jsonSchema(idParamsSchema);

/** A list's query string: paging, search and the parent filters that list takes. */
export const listQuery = (parentFilters: readonly ParentField[]) => jsonSchema(listQueryString(parentFilters));

export const bearer = [{ bearerAuth: [] }];

/** A route's answers: its success, and `{message, errors?}` for every refusal. */
export function answers(status: 200 | 201, schema: ZodSchema) {
  return { [status]: jsonSchema(schema), '4xx': jsonSchema(responses.failure) };
}
