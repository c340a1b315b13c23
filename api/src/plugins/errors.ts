// Every error and unknown route answers {message, errors?} (a delete's 409 also children): the core's CatalogueErrors, schema validation, the database's
// errors caused by the input, an unreachable database (503), and anything else (500, logged).
import fp from 'fastify-plugin';
import { CatalogueError, failureBody } from '@mfe/catalogue-core';
import { isDatabaseUnavailable, sqlStateOf } from '../lib/errors';

export default fp(
  async (app) => {
    app.setErrorHandler((err: Error & { statusCode?: number; code?: string; validation?: unknown[] }, req, reply) => {
      if (err instanceof CatalogueError) {
        if (err.headers) reply.headers(err.headers);
        return reply.code(err.status).send(failureBody(err));
      }
      if (err.validation) {
        const errors: Record<string, string[]> = {};
        for (const v of err.validation as Array<{ instancePath?: string; params?: { missingProperty?: string }; message?: string }>) {
          const field = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || v.params?.missingProperty || 'request';
          (errors[field] ??= []).push(v.message ?? 'is invalid');
        }
        return reply.code(400).send({ message: `Invalid request: ${err.message}`, errors });
      }
      // PostgreSQL errors caused by input that slipped through (drizzle wraps them).
      const code = sqlStateOf(err);
      switch (code) {
        case '23503':
          return reply.code(409).send({ message: 'The record is referenced by, or refers to, a record that does not exist or still exists' });
        case '23505':
          return reply.code(409).send({ message: 'A record with these values already exists' });
      }
      // Data exceptions (class 22: bad text, out of range, NUL bytes, ...) come from the input.
      if (code && /^22[0-9A-Z]{3}$/.test(code)) {
        return reply.code(400).send({ message: 'Invalid value in the request' });
      }
      if (isDatabaseUnavailable(err)) {
        req.log.warn({ err }, 'database unavailable');
        return reply.code(503).header('retry-after', '5').send({ message: 'The database is not reachable at the moment. Try again shortly.' });
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ message: err.message || 'Bad request' });
      }
      req.log.error({ err }, 'request failed');
      return reply.code(500).send({ message: 'Internal server error' });
    });

    app.setNotFoundHandler((req, reply) => {
      reply.code(404).send({ message: `Route ${req.method} ${req.url.split('?')[0]} not found` });
    });
  },
  { name: 'errors' },
);
