import http from 'node:http'; import fs from 'node:fs';
http.createServer((req, res) => {
  const m = /^\/ctl\/(\w+)$/.exec(req.url.split('?')[0]);
  if (m && fs.existsSync(`/tmp/ctl/${m[1]}.html`)) { res.writeHead(200, { 'content-type': 'text/html' }); return res.end(fs.readFileSync(`/tmp/ctl/${m[1]}.html`)); }
  const p = http.request({ host: '127.0.0.1', port: 5510, path: req.url, method: req.method, headers: req.headers }, (r) => { res.writeHead(r.statusCode, r.headers); r.pipe(res); });
  req.pipe(p);
}).listen(5520);
