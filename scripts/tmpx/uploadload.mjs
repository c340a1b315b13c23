// 10 photo uploads at once against the API, with a paced read loop; the API main thread's schedstat.
import fs from 'node:fs';
import { phonePhoto } from '../lib/photos.mjs';
import { DEMO_CREDENTIALS } from '../lib/demoBundle.mjs';
const api = 'http://127.0.0.1:5513/api';
const pid = Number(process.argv[2]);
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const login = await (await fetch(`${api}/login`, { method: 'POST', headers: { ...XHR, 'content-type': 'application/json' }, body: JSON.stringify(DEMO_CREDENTIALS) })).json();
const auth = { ...XHR, Authorization: `Bearer ${login.data.token}` };
const photos = []; for (let i = 0; i < 10; i++) photos.push(await phonePhoto({ seed: 3000 + i + Math.floor(Math.random() * 1e6) }));
const threads = () => Object.fromEntries(fs.readdirSync(`/proc/${pid}/task`).map((t) => [t, fs.readFileSync(`/proc/${pid}/task/${t}/schedstat`, 'utf8').split(' ').map(Number)]));
const lat = []; let stop = false;
let errs = 0; async function reads() { while (!stop) { const t = performance.now(); try { await (await fetch(`${api}/manufacture-type?page=1&items_per_page=100`, { headers: XHR })).arrayBuffer(); lat.push(performance.now() - t); } catch { errs++; } await new Promise((r) => setTimeout(r, 20)); } }
const before = threads(); const t0 = performance.now();
const loop = reads();
await Promise.all(photos.map(async (bytes, i) => { for (;;) { const form = new FormData(); form.append('name', `load ${i}`); form.append('image_file', new Blob([bytes], { type: 'image/jpeg' }), 'x.jpg'); const r = await fetch(`${api}/assets-manager/image/create`, { method: 'POST', headers: auth, body: form }); await r.text(); if (r.status !== 503) return; await new Promise((res) => setTimeout(res, 5000)); } }));
await new Promise((r) => setTimeout(r, 20000)); // background warming
stop = true; await loop;
const wall = performance.now() - t0; const after = threads();
lat.sort((a, b) => a - b);
const q = (p) => lat[Math.min(lat.length - 1, Math.floor(p * lat.length))].toFixed(0);
console.log('reads', lat.length, 'errors', errs, 'p50', q(0.5), 'p90', q(0.9), 'p99', q(0.99), 'max', q(1));
const main = String(pid);
const d = (t) => [(after[t][0] - (before[t]?.[0] ?? 0)) / 1e6, (after[t][1] - (before[t]?.[1] ?? 0)) / 1e6];
const [run, wait] = d(main);
console.log(`wall ${wall.toFixed(0)} ms; main thread ran ${run.toFixed(0)} ms, waited for a CPU ${wait.toFixed(0)} ms`);
let others = 0, othersWait = 0; for (const t of Object.keys(after)) if (t !== main) { const [r, w] = d(t); others += r; othersWait += w; }
console.log(`other threads ran ${others.toFixed(0)} ms, waited ${othersWait.toFixed(0)} ms; threads ${Object.keys(after).length}`);
