/** @jest-environment node */
import http from 'node:http';
import { listenLocally } from './testing/localServer';
import { upstream, upstreamJson } from './upstream';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  /** The client's port: the same for requests on one connection. */
  clientPort: number | undefined;
}

/** A real HTTP server on 127.0.0.1 (a free port) answering with `handler`; records the requests. */
async function startServer(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const seen: Seen[] = [];
  const server = await listenLocally((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, clientPort: req.socket.remotePort });
    handler(req, res);
  });
  return { ...server, seen };
}

let stop: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(stop.map((close) => close()));
  stop = [];
});

async function serve(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const server = await startServer(handler);
  stop.push(server.close);
  return server;
}

describe('upstream', () => {
  it('answers with the status, headers and whole body, sending the method and headers given', async () => {
    const api = await serve((_req, res) => {
      res.writeHead(203, { 'content-type': 'text/plain', etag: '"abc"' });
      res.write('part one, ');
      setTimeout(() => res.end('part two'), 20);
    });
    const answer = await upstream(`${api.url}/api/things?x=1`, { headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' } });
    expect(answer.status).toBe(203);
    expect(answer.headers.etag).toBe('"abc"');
    expect(answer.headers['content-type']).toBe('text/plain');
    expect(answer.body.toString('utf8')).toBe('part one, part two');
    expect(api.seen).toHaveLength(1);
    expect(api.seen[0]).toMatchObject({ method: 'GET', url: '/api/things?x=1' });
    expect(api.seen[0].headers.accept).toBe('application/json');
    expect(api.seen[0].headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('sends HEAD when asked, and answers with an empty body', async () => {
    const remote = await serve((_req, res) => {
      res.writeHead(200, { etag: '"entry-7"', 'content-length': '1234' });
      res.end();
    });
    const answer = await upstream(`${remote.url}/server/remoteEntry.js`, { method: 'HEAD' });
    expect(remote.seen[0].method).toBe('HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers.etag).toBe('"entry-7"');
    expect(answer.body).toHaveLength(0);
  });

  it('keeps binary bodies intact', async () => {
    const bytes = Buffer.from([0, 255, 1, 254, 0xe2, 0x80, 0xa8]);
    const api = await serve((_req, res) => res.end(bytes));
    expect((await upstream(`${api.url}/file`)).body.equals(bytes)).toBe(true);
  });

  it('rejects, naming the method, URL and limit, when the server never answers', async () => {
    const silent = await serve(() => {
      /* never answers */
    });
    const url = `${silent.url}/api/catalog/version`;
    const started = Date.now();
    await expect(upstream(url, { timeoutMs: 150 })).rejects.toThrow(`GET ${url}: no answer within 150 ms`);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(140);
    expect(took).toBeLessThan(1500);
    expect(silent.seen).toHaveLength(1);
  });

  it('names HEAD in the message of a HEAD that gets no answer', async () => {
    const silent = await serve(() => {});
    const url = `${silent.url}/server/remoteEntry.js`;
    await expect(upstream(url, { method: 'HEAD', timeoutMs: 100 })).rejects.toThrow(`HEAD ${url}: no answer within 100 ms`);
  });

  it('keeps its time limit on a kept-alive connection used again', async () => {
    let calls = 0;
    const api = await serve((_req, res) => {
      calls += 1;
      if (calls === 1) res.end('ok');
      // the second request on the same connection gets no answer
    });
    await expect(upstream(`${api.url}/first`, { timeoutMs: 1000 })).resolves.toMatchObject({ status: 200 });
    const url = `${api.url}/second`;
    await expect(upstream(url, { timeoutMs: 150 })).rejects.toThrow(`GET ${url}: no answer within 150 ms`);
    expect(api.seen).toHaveLength(2);
    expect(api.seen[1].clientPort).toBe(api.seen[0].clientPort);
  });

  it('rejects when the body stops coming after the headers', async () => {
    const stalling = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"data":');
    });
    const url = `${stalling.url}/api/products`;
    await expect(upstream(url, { timeoutMs: 150 })).rejects.toThrow(url);
  });

  it('rejects a body cut short by the server (not a partial answer)', async () => {
    const cutting = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"data":', () => setTimeout(() => res.socket?.destroy(), 20));
    });
    await expect(upstream(`${cutting.url}/api/products`, { timeoutMs: 2000 })).rejects.toThrow();
  });

  it('rejects when nothing listens', async () => {
    const gone = await startServer(() => {});
    await gone.close();
    await expect(upstream(`${gone.url}/api/health`, { timeoutMs: 1000 })).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('upstreamJson', () => {
  it('gives the parsed body of a 2xx answer', async () => {
    const api = await serve((req, res) => {
      res.writeHead(req.url === '/created' ? 201 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { version: 'v42', name: 'Mesin – CNC' } }));
    });
    await expect(upstreamJson(`${api.url}/api/catalog/version`)).resolves.toEqual({ data: { version: 'v42', name: 'Mesin – CNC' } });
    await expect(upstreamJson(`${api.url}/created`)).resolves.toEqual({ data: { version: 'v42', name: 'Mesin – CNC' } });
  });

  it.each([404, 500, 503, 304, 302])('rejects HTTP %i, saying which URL answered what', async (status) => {
    const api = await serve((_req, res) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status === 304 ? undefined : JSON.stringify({ message: 'nope' }));
    });
    const url = `${api.url}/api/catalog/version`;
    await expect(upstreamJson(url)).rejects.toThrow(`GET ${url}: HTTP ${status}`);
  });

  it('rejects a 200 whose body is not JSON', async () => {
    const api = await serve((_req, res) => res.end('<html>proxy error</html>'));
    await expect(upstreamJson(`${api.url}/api/catalog/version`)).rejects.toThrow(SyntaxError);
  });

  it('passes its time limit on', async () => {
    const silent = await serve(() => {});
    const url = `${silent.url}/api/catalog/version`;
    await expect(upstreamJson(url, 120)).rejects.toThrow(`GET ${url}: no answer within 120 ms`);
  });
});
