// Issue 11 finding 1: the login limit cannot be bypassed with X-Forwarded-For, directly or
// through the shell's proxy (scripts/lib/staticServer.mjs), which replaces the header.
import http from 'node:http';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApp, type Harness } from './helpers';
import { DEMO_ADMIN_CREDENTIALS } from '../src/seed/demoAdmin';

const LIMIT = { addressMax: 5, accountFreeFailures: 1000 };
const guess = (i: number) => ({ email: DEMO_ADMIN_CREDENTIALS.email, password: `guess-${i}` });

/** 50 wrong passwords, each with a new invented X-Forwarded-For; the statuses. */
async function forgedGuesses(url: string): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < 50; i++) {
    const r = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}, 10.0.0.${i}`, forwarded: `for=198.51.100.${i}` },
      body: JSON.stringify(guess(i)),
    });
    await r.text();
    out.push(r.status);
  }
  return out;
}

/** The shell's static server with its /api proxy, in its own node process (it is an ES module). */
async function startShell(apiUrl: string): Promise<{ url: string; child: ChildProcess; root: string }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-root-'));
  const mod = path.resolve(__dirname, '../../scripts/lib/staticServer.mjs');
  const code = `import { createStaticServer } from ${JSON.stringify(mod)};
    const s = createStaticServer({ root: ${JSON.stringify(root)}, spa: true, proxyTarget: ${JSON.stringify(apiUrl)} });
    s.listen(0, '127.0.0.1', () => console.log(s.address().port));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (b: Buffer) => resolve(b.toString().trim()));
    child.once('exit', (c) => reject(new Error(`shell exited ${c}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child, root };
}

describe('client address (X-Forwarded-For)', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it('is ignored when no proxy is trusted (the default): 50 forged values, the limit holds', async () => {
    h = await startApp({ loginThrottle: LIMIT });
    const statuses = await forgedGuesses(h.url);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(LIMIT.addressMax);
    expect(statuses.slice(LIMIT.addressMax).every((s) => s === 429)).toBe(true);
  });

  it('through the shell proxy with TRUST_PROXY=127.0.0.1: the header is replaced, the limit holds', async () => {
    h = await startApp({ loginThrottle: LIMIT, trustProxy: '127.0.0.1' });
    const shell = await startShell(h.url);
    try {
      const statuses = await forgedGuesses(shell.url);
      expect(statuses.filter((s) => s !== 429)).toHaveLength(LIMIT.addressMax);
      expect(statuses.slice(LIMIT.addressMax).every((s) => s === 429)).toBe(true);
    } finally {
      shell.child.kill();
      fs.rmSync(shell.root, { recursive: true, force: true });
    }
  });

  it("the shell proxy sends the address it saw as X-Forwarded-For, replacing the client's", async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const echo = http.createServer((req, res) => {
      seen.push(req.headers);
      res.end('{}');
    });
    await new Promise<void>((r) => echo.listen(0, '127.0.0.1', r));
    const addr = echo.address() as { port: number };
    const shell = await startShell(`http://127.0.0.1:${addr.port}`);
    try {
      await fetch(`${shell.url}/api/login`, {
        method: 'POST',
        headers: { 'x-forwarded-for': '203.0.113.7', forwarded: 'for=203.0.113.8' },
        body: '{}',
      });
      expect(seen[0]!['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
      expect(seen[0]!.forwarded).toBeUndefined();
    } finally {
      shell.child.kill();
      fs.rmSync(shell.root, { recursive: true, force: true });
      echo.close();
    }
  });

  it('is believed only from a trusted proxy', async () => {
    h = await startApp({ loginThrottle: LIMIT, trustProxy: '10.9.9.9' });
    const statuses = await forgedGuesses(h.url);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(LIMIT.addressMax);
  });
});
