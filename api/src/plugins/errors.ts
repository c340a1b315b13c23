// Every error and unknown route answers {message, errors?} (a delete's 409 also children): what
// ../lib/failure.ts decides for each kind of error.
import fp from 'fastify-plugin';
import { failureOf } from '../lib/failure';

export default fp(
  async (app) => {
    app.setErrorHandler((err: Error & { statusCode?: number; code?: string; validation?: unknown[] }, req, reply) => {
      const failure = failureOf(err, req.log);
      if (failure.headers) reply.headers(failure.headers);
      return reply.code(failure.status).send(failure.body);
    });

    app.setNotFoundHandler((req, reply) => {
      reply.code(404).send({ message: `Route ${req.method} ${req.url.split('?')[0]} not found` });
    });
  },
  { name: 'errors' },
);
