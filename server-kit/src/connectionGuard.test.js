'use strict';
const assert = require('node:assert/strict');
const http = require('node:http');
const net = require('node:net');
const { after, before, describe, it } = require('node:test');
const { guardConnections, httpServerOptions } = require('./connectionGuard');

function connect(port, localAddress) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket));
    socket.on('error', reject);
  });
}

function get(port, localAddress) {
  return new Promise((resolve) => {
    const req = http.get({ port, host: '127.0.0.1', localAddress, path: '/', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', () => resolve(0));
    req.setTimeout(3000, () => req.destroy());
  });
}

describe('guardConnections', () => {
  let server;
  let port;
  before(async () => {
    const limits = { maxPerAddress: 5, bodyGraceMs: 1500, minBodyBytesPerSecond: 500, headersTimeoutMs: 2000 };
    server = http.createServer(httpServerOptions(limits), (req, res) => {
      req.resume();
      req.on('end', () => res.end('ok'));
    });
    guardConnections(server, limits);
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = server.address().port;
  });
  after(() => {
    server.closeAllConnections();
    server.close();
  });

  it('closes connections over the per-address cap, and only for that address', async () => {
    const held = await Promise.all(Array.from({ length: 5 }, () => connect(port, '127.0.0.2')));
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(await get(port, '127.0.0.2'), 0);
    assert.equal(await get(port, '127.0.0.3'), 200);
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(await get(port, '127.0.0.2'), 200);
  });

  it('answers 408 to a body that trickles slower than the minimum rate after the grace', async () => {
    const socket = await connect(port, '127.0.0.4');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 10000\r\n\r\nab');
    const started = Date.now();
    const timer = setInterval(() => socket.write('a'), 500);
    await new Promise((resolve) => socket.on('close', resolve));
    clearInterval(timer);
    assert.match(answer, /^HTTP\/1\.1 408/);
    assert.ok(Date.now() - started < 4000);
  });

  it('cuts request headers that do not arrive within the header deadline', async () => {
    const socket = await connect(port, '127.0.0.5');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
    const started = Date.now();
    const timer = setInterval(() => socket.write('X: y\r\n'), 300);
    await new Promise((resolve) => socket.on('close', resolve));
    clearInterval(timer);
    assert.ok(Date.now() - started < 4500, `closed after ${Date.now() - started} ms`);
    assert.match(answer, /^HTTP\/1\.1 408/);
  });
});
