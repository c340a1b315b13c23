import http from 'node:http'; import zlib from 'node:zlib';
// Proxies to the shell; an HTML page gets INJECT before </head> (gzip kept).
const inject = process.env.INJECT ?? '';
http.createServer((req, res) => {
  const html = (req.headers.accept ?? '').includes('text/html');
  const headers = { ...req.headers }; if (html) delete headers['accept-encoding'];
  const p = http.request({ host: '127.0.0.1', port: 5510, path: req.url, method: req.method, headers }, (r) => {
    if (!html || !String(r.headers['content-type']).startsWith('text/html')) { res.writeHead(r.statusCode, r.headers); return r.pipe(res); }
    const chunks = []; r.on('data', (c) => chunks.push(c)); r.on('end', () => {
      const h = { ...r.headers }; delete h['content-length'];
      const out = zlib.gzipSync(Buffer.concat(chunks).toString('utf8').replace('</head>', `${inject}</head>`));
      h['content-encoding'] = 'gzip'; h['content-length'] = out.length;
      res.writeHead(r.statusCode, h); res.end(out);
    });
  });
  req.pipe(p);
}).listen(Number(process.env.PORT));
