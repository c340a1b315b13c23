// Route schemas document the API (OpenAPI at /api/docs/json); they neither judge nor shape what
// goes through:
//  - the payloads are the core's use cases' to judge (422 with the spec's messages), so ajv does
//    not apply the schemas: a request part is only held to the shape of a form, an object whose
//    documented fields are single values (text, number, boolean or null; a list where the schema
//    documents one, as a reorder's ids, or an object, as a product's attribute values), else 400 as
//    malformed;
//  - answers are sent as the handlers made them (JSON written by hand, fields a schema does not
//    list): JSON.stringify, never fast-json-stringify, which would drop or coerce fields.
import type { FastifySchemaCompiler, FastifySchemaValidationError, FastifySerializerCompiler, FastifyServerOptions } from 'fastify';

type Validate = ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What keeps a request part from being a form (undefined: nothing); missing parts are fine. */
function shapeError(data: unknown, fields: string[]): FastifySchemaValidationError | undefined {
  if (data === null || data === undefined) return undefined;
  if (!isObject(data)) return { keyword: 'type', instancePath: '', schemaPath: '#/type', params: {}, message: 'must be an object' };
  const field = fields.find((name) => typeof data[name] === 'object' && data[name] !== null);
  if (field === undefined) return undefined;
  return {
    keyword: 'type',
    instancePath: `/${field}`,
    schemaPath: `#/properties/${field}`,
    params: {},
    message: 'must be one value: text, a number, a boolean or null',
  };
}

const formShapeValidator: FastifySchemaCompiler<unknown> = ({ schema }) => {
  const properties = isObject(schema) ? schema.properties : undefined;
  const fields = isObject(properties)
    ? Object.entries(properties)
        .filter(([, property]) => !(isObject(property) && (property.type === 'array' || property.type === 'object')))
        .map(([name]) => name)
    : [];
  const validate: Validate = (data) => {
    const error = shapeError(data, fields);
    validate.errors = error ? [error] : null;
    return !error;
  };
  return validate;
};

const plainJson: FastifySerializerCompiler<unknown> = () => (data: unknown) => JSON.stringify(data);

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** Fastify's schema compilers for schemas that document (the server option `schemaController`). */
export const DOCUMENTING_SCHEMAS: NonNullable<FastifyServerOptions['schemaController']> = {
  // Fastify types the factories as ajv's and fast-json-stringify's; it calls any with the route schema.
  compilersFactory: { buildValidator: () => formShapeValidator, buildSerializer: () => plainJson } as unknown as CompilersFactory,
};
