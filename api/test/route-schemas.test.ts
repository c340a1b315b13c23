// Route schemas document the API from the core's zod schemas; they neither validate payloads (the
// core does, 422 with the spec's messages) nor serialize answers (sent as the handlers made them).
import Fastify from 'fastify';
import { openApiSchema, requests } from '@mfe/catalogue-core';
import { useApp } from './helpers';

// Counts every serializer fast-json-stringify compiles (for a response schema).
const mockCompiledSerializers = jest.fn();
jest.mock('fast-json-stringify', () => {
  const actual = jest.requireActual('fast-json-stringify');
  return Object.assign((...args: unknown[]) => (mockCompiledSerializers(), actual(...args)), actual);
});

const h = useApp();

describe('route schemas', () => {
  it('document the payloads and answers with the core’s schemas', async () => {
    const doc = (await h.get('/api/docs/json', null)).body;
    const create = doc.paths['/api/vendor/create'].post;
    expect(create.requestBody.content['application/json'].schema).toEqual(openApiSchema(requests.vendorInput));
    expect(create.responses['201'].content['application/json'].schema.properties.data.properties).toHaveProperty('mt_manufacture_type');
    expect(doc.paths['/api/login'].post.requestBody.content['application/json'].schema.properties.email).toBeDefined();
    expect(doc.paths['/api/product'].get.parameters.map((p: { name: string }) => p.name)).toContain('mt_product_series_id');
  });

  it('leave the payload rules to the core: what a schema would refuse answers 422 with the spec’s messages', async () => {
    const r = await h.req('POST', '/api/vendor/create', { json: { name: '', mt_manufacture_type_id: 'x', image_id: true } });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({
      name: ['Name is required'],
      mt_manufacture_type_id: ['Manufacture type is invalid'],
      image_id: ['Image is invalid'],
    });
    // Not a form (a field that is an object, a body that is a list): 400, as before.
    expect((await h.req('POST', '/api/vendor/create', { json: { name: ['x'] } })).status).toBe(400);
    expect((await h.req('POST', '/api/vendor/create', { json: 'name' })).status).toBe(400);
  });

  it('never serialize answers with fast-json-stringify', async () => {
    for (const p of ['/api/vendor/detail/1', '/api/manufacture-type', '/api/product', '/api/assets-manager/image', '/api/docs/json']) await h.get(p);
    await h.req('POST', '/api/manufacture-type/create', { json: { name: 'Serialized as it is' } });
    expect(mockCompiledSerializers).not.toHaveBeenCalled();
    // The mock does see a Fastify that serializes with a response schema.
    const plain = Fastify();
    plain.get('/', { schema: { response: { 200: { type: 'object', properties: { a: { type: 'number' } } } } } }, async () => ({ a: 1, extra: 2 }));
    expect((await plain.inject('/')).json()).toEqual({ a: 1 });
    expect(mockCompiledSerializers).toHaveBeenCalled();
    await plain.close();
  });
});

describe('answers of the core’s route table', () => {
  it('are held to their response schemas: a drifting shape fails the test that reads it', async () => {
    const { store } = h.app.ctx;
    const detail = jest.spyOn(store, 'detail').mockResolvedValueOnce({ id: 'not a number', name: 'Drifted' });
    try {
      // An id no other test reads, so the public read cache has no answer for it yet.
      await expect(h.get('/api/vendor/detail/987654')).rejects.toThrow(
        /GET \/api\/vendor\/detail\/987654 answered 200 with a body that does not match vendor\.detail's response schema: data\.id/,
      );
    } finally {
      detail.mockRestore();
      h.app.ctx.invalidate();
    }
    // The same route's true answers pass.
    expect((await h.get('/api/vendor/detail/987654')).status).toBe(404);
  });
});
