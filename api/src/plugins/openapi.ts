// app.swagger(): the OpenAPI document of every route declared after this plugin (served at GET /api/docs/json).
import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Catalogue API', version: '0.1.0', description: 'Product catalogue and admin API (spec §7)' },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      },
    });
  },
  { name: 'openapi' },
);
