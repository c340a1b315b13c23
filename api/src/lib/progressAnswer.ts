// A use case's answer with its progress streamed (issue 24: a 10,000-row import), when the request
// asks for it with Accept: application/x-ndjson. The use case tells its progress only once nothing
// is left to refuse (catalogue-core/src/useCases/progress.ts), so until the first progress the
// answer is the plain one (a refusal: its usual 4xx {message}); from the first progress on it is
// 200 application/x-ndjson, one JSON value a line: {"progress":{phase, done, total}} as the work
// goes, then the plain answer's body, or, if the work fails after all, the failure's body with its
// status ({"message":…,"status":…}).
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Answer, ProgressListener } from '@mfe/catalogue-core';
import { failureOf } from './failure';
import { sendAnswer } from './http';

export const NDJSON_TYPE = 'application/x-ndjson';

/** The request asks to follow the work's progress. */
export const wantsProgress = (req: FastifyRequest) => (req.headers.accept ?? '').toLowerCase().includes(NDJSON_TYPE);

export async function sendWithProgress(req: FastifyRequest, reply: FastifyReply, work: (progress: ProgressListener) => Promise<Answer>) {
  let lines: PassThrough | undefined;
  let streaming!: () => void;
  const started = new Promise<void>((resolve) => (streaming = resolve));
  const send = (value: unknown) => {
    // A client gone: the work goes on (a commit still commits), its lines are dropped.
    if (lines && !lines.destroyed) lines.write(`${JSON.stringify(value)}\n`);
  };
  const working = work((progress) => {
    if (!lines) {
      lines = new PassThrough();
      lines.on('error', () => undefined);
      streaming();
    }
    send({ progress });
  });
  await Promise.race([
    working.then(
      () => undefined,
      () => undefined,
    ),
    started,
  ]);
  // Done (or refused) before any progress: the plain answer, a refusal through the error handler.
  if (!lines) return sendAnswer(reply, await working);
  const out = lines;
  working.then(
    (answer) => (send(answer.body), out.end()),
    (error: Error) => {
      const failure = failureOf(error, req.log);
      send({ ...failure.body, status: failure.status });
      out.end();
    },
  );
  return reply.code(200).type(`${NDJSON_TYPE}; charset=utf-8`).header('cache-control', 'no-store').send(out);
}
