// Issue 19, CORS: only the configured origins (CORS_ORIGINS; in development the dev servers' own)
// get CORS headers; any other origin, another localhost port included, gets none, preflights too.
import { corsOriginsFromEnv } from '../src/lib/corsOrigins';
import { useApp } from './helpers';

const LISTED = 'http://localhost:3000';
const h = useApp({ corsOrigins: [LISTED, 'https://www.example.com'] });

const preflight = (origin: string) =>
  h.req('OPTIONS', '/api/manufacture-type/delete/1', {
    token: null,
    headers: { origin, 'access-control-request-method': 'DELETE', 'access-control-request-headers': 'authorization' },
  });

describe('CORS for the configured origins only', () => {
  it('a listed origin gets Access-Control-Allow-Origin, and its preflight the methods and headers', async () => {
    const r = await h.req('GET', '/api/manufacture-type', { token: null, headers: { origin: LISTED } });
    expect([r.status, r.headers.get('access-control-allow-origin')]).toEqual([200, LISTED]);
    const p = await preflight(LISTED);
    expect(p.status).toBe(204);
    expect(p.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(p.headers.get('access-control-allow-methods')).toContain('DELETE');
    expect(p.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it.each(['http://localhost:3999', 'http://127.0.0.1:3000', 'https://evil.example', 'null'])('%s gets no CORS header', async (origin) => {
    const r = await h.req('GET', '/api/manufacture-type', { token: null, headers: { origin } });
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('the preflight of an unlisted origin gets no allow headers', async () => {
    const p = await preflight('http://localhost:3999');
    expect(p.headers.get('access-control-allow-origin')).toBeNull();
    expect(p.headers.get('access-control-allow-methods')).toBeNull();
    expect(p.headers.get('access-control-allow-headers')).toBeNull();
  });
});

describe('CORS_ORIGINS', () => {
  it('is a comma list of exact origins; unset, none in production and the dev servers in development', () => {
    expect(corsOriginsFromEnv({ CORS_ORIGINS: ' https://a.example , https://b.example:8443/ ' })).toEqual([
      'https://a.example',
      'https://b.example:8443',
    ]);
    expect(corsOriginsFromEnv({ CORS_ORIGINS: '', NODE_ENV: 'development' })).toEqual([]);
    expect(corsOriginsFromEnv({ NODE_ENV: 'production' })).toEqual([]);
    expect(corsOriginsFromEnv({ SHELL_PORT: '4101' })).toEqual([
      'http://localhost:4101',
      'http://127.0.0.1:4101',
      'http://localhost:3001',
      'http://127.0.0.1:3001',
      'http://localhost:3002',
      'http://127.0.0.1:3002',
    ]);
    expect(() => corsOriginsFromEnv({ CORS_ORIGINS: 'https://a.example/path' })).toThrow(/not an origin/);
    expect(() => corsOriginsFromEnv({ CORS_ORIGINS: '*' })).toThrow(/not an origin/);
  });
});
