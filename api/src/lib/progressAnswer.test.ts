import Fastify, { type FastifyInstance } from 'fastify';
import { conflict, type Answer, type ProgressListener } from '@mfe/catalogue-core';
import errors from '../plugins/errors';
import { sendWithProgress } from './progressAnswer';

// The streamed answer over a real HTTP server: what a client that follows progress reads when the
// work succeeds, fails after its first progress (the transaction rolled back), or is refused before.

type Work = (progress: ProgressListener) => Promise<Answer>;

let app: FastifyInstance;
let url: string;
let work: Work;

beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(errors);
  app.post('/work', (req, reply) => sendWithProgress(req, reply, (progress) => work(progress)));
  url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/work`;
});

afterAll(() => app.close());

const follow = (accept = 'application/x-ndjson') => fetch(url, { method: 'POST', headers: { accept } });
const linesOf = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

/** Tells two batches saved, letting the event loop turn between them as the use case does. */
async function twoBatches(progress: ProgressListener) {
  for (const done of [0, 500, 1000]) {
    progress({ phase: 'saving', done, total: 1500 });
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('an answer with its progress (Accept: application/x-ndjson)', () => {
  it('the work done: 200 NDJSON, its progress lines in order, then the plain answer’s body', async () => {
    work = async (progress) => {
      await twoBatches(progress);
      return { status: 200, body: { message: 'Import done: 1500 created, 0 updated' } };
    };
    const answer = await follow();
    expect([answer.status, answer.headers.get('content-type'), answer.headers.get('cache-control')]).toEqual([
      200,
      'application/x-ndjson; charset=utf-8',
      'no-store',
    ]);
    expect(linesOf(await answer.text())).toEqual([
      { progress: { phase: 'saving', done: 0, total: 1500 } },
      { progress: { phase: 'saving', done: 500, total: 1500 } },
      { progress: { phase: 'saving', done: 1000, total: 1500 } },
      { message: 'Import done: 1500 created, 0 updated' },
    ]);
  });

  it('the work failing midway: the lines so far, then the failure’s {message, status} as the error handler would answer it', async () => {
    work = async (progress) => {
      await twoBatches(progress);
      throw conflict('A product named Lathe 3 already exists in this series');
    };
    const refused = await follow();
    expect(refused.status).toBe(200);
    const lines = linesOf(await refused.text());
    expect(lines).toHaveLength(4);
    expect(lines.at(-1)).toEqual({ message: 'A product named Lathe 3 already exists in this series', status: 409 });

    // A fault of the server's own says no more than the error handler does.
    work = async (progress) => {
      await twoBatches(progress);
      throw new Error('connection reset: secret details');
    };
    const broken = linesOf(await (await follow()).text());
    expect(broken.at(-1)).toEqual({ message: 'Internal server error', status: 500 });
  });

  it('refused before any progress: the plain 4xx {message}, not a stream', async () => {
    work = async () => {
      throw conflict('Nothing was imported: 2 errors in the file');
    };
    const answer = await follow();
    expect([answer.status, answer.headers.get('content-type'), await answer.json()]).toEqual([
      409,
      'application/json; charset=utf-8',
      { message: 'Nothing was imported: 2 errors in the file' },
    ]);
  });
});
