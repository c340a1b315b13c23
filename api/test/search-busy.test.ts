// Issue 19, search starved: a request still waiting on its client (a body trickled on purpose) is
// not "busy" for the search's turns, and the search route is known by its matched route, so a
// percent-encoded path (/api/%73earch) is the same search, not another request it waits for.
import net from 'node:net';
import { makeChain, useApp } from './helpers';

const h = useApp();

/** A POST whose headers and first body bytes are sent, the rest never: the socket stays open. */
async function trickle(path: string): Promise<net.Socket> {
  const { port } = new URL(h.url);
  const socket = net.connect(Number(port), '127.0.0.1');
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":`);
  // The server has read the headers (onRequest has run) well before this.
  await new Promise((r) => setTimeout(r, 300));
  return socket;
}

describe('search turns and slow clients', () => {
  beforeAll(async () => {
    await makeChain(h, 'Lathe');
  });

  it('uncached searches answer 200 while a POST body is still being trickled', async () => {
    const socket = await trickle('/api/inquiry/create');
    try {
      for (const q of ['lathe', 'vendor', 'series', 'category', 'type']) {
        const r = await h.get(`/api/search?q=${q}`, null);
        expect([q, r.status]).toEqual([q, 200]);
      }
    } finally {
      socket.destroy();
    }
  });

  it('/api/%73earch answers like /api/search', async () => {
    const encoded = await h.get('/api/%73earch?q=series%20lathe', null);
    const plain = await h.get('/api/search?q=series%20lathe', null);
    expect(encoded.status).toBe(200);
    expect(encoded.body).toEqual(plain.body);
    expect(plain.body.data.groups.flatMap((g: { hits: Array<{ name: string }> }) => g.hits.map((hit) => hit.name))).toContain('Series Lathe');
  });
});
