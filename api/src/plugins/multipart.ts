// Multipart bodies (uploads): @fastify/multipart with the upload limits; the handlers read the form themselves.
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { MULTIPART_LIMITS } from '../lib/http';
import { PDF_MAX_BYTES } from '../lib/storage';

export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: PDF_MAX_BYTES, ...MULTIPART_LIMITS },
    });
    // Multipart bodies are read by the handlers (readForm); give the schema validation an object.
    app.addHook('preValidation', async (req) => {
      if (req.body === undefined && req.isMultipart()) req.body = {};
    });
  },
  { name: 'multipart' },
);
