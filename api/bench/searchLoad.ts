// Load for the public search, from many local addresses (Linux routes all of 127.0.0.0/8 to the
// loopback; autocannon cannot bind a client address): each request from the address `addressOf`
// gives it, so that the per-address throttle meets what a crowd of visitors would send.
// Run by ./run.ts in its own process too (the flood), as `tsx bench/searchLoad.ts <json options>`,
// printing its result as JSON, so that the flood's client work does not slow the measured clients.
import http from 'node:http';
import { demoCatalogue, generatedProduct } from '@mfe/catalogue-core/seed';

export interface LoadOptions {
  base: string;
  connections: number;
  durationS: number;
  /** The client address of a connection's n-th request. */
  addressing: 'per-request' | 'per-connection';
  /** Seed of the query sequence (each process its own). */
  seed: number;
  /** The share of texts with a typo (twoWordTexts; half unless given). */
  typoShare?: number;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** How many answers of each status. */
  statuses: Record<string, number>;
}

/** The local addresses used: 127.0.0.2 … 127.0.0.250. */
export const ADDRESSES = Array.from({ length: 249 }, (_, i) => `127.0.0.${i + 2}`);

/** The words of the seeded names (types, vendors, categories, series, products as the big seed names them). */
export function seedWords(): string[] {
  const c = demoCatalogue();
  const names = [
    ...c.manufactureTypes.map((t) => t.name),
    ...c.vendors.map((v) => v.name),
    ...c.categories.map((x) => x.name),
    ...c.series.map((s) => s.name),
    ...c.series.flatMap((s, si) => [0, 9, 17, 250, 700].map((k) => generatedProduct(si, k, s.name).name)),
  ];
  return [...new Set(names.flatMap((n) => n.split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 2))];
}

/** A pseudo-random generator (mulberry32): the same sequence per seed. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One typo in a word of 5 letters or more, as the search forgives it (catalogue-core/src/typos.ts):
 * two neighbours swapped, a letter replaced, inserted or dropped; the text as it was when it has none.
 */
export function withTypo(text: string, next: () => number): string {
  const words = text.split(' ');
  const long = words.flatMap((word, i) => (word.length >= 5 ? [i] : []));
  if (!long.length) return text;
  const i = long[Math.floor(next() * long.length)]!;
  const word = words[i]!;
  const at = Math.floor(next() * (word.length - 1));
  const letter = 'abcdefghijklmnopqrstuvwxyz'[Math.floor(next() * 26)]!;
  const edits = [
    () => word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
    () => word.slice(0, at) + letter + word.slice(at + 1),
    () => word.slice(0, at) + letter + word.slice(at),
    () => word.slice(0, at) + word.slice(at + 1),
  ];
  words[i] = edits[Math.floor(next() * edits.length)]!();
  return words.join(' ');
}

/**
 * Two-word texts never asked before (so never cached): two seeded words, `typoShare` of them with
 * a typo (withTypo); a text asked before gets another (a letter dropped).
 */
export function twoWordTexts(seed: number, typoShare = 0.5): () => string {
  const words = seedWords();
  const next = random(seed);
  const asked = new Set<string>();
  const pair = () => {
    const text = `${words[Math.floor(next() * words.length)]} ${words[Math.floor(next() * words.length)]}`.toLowerCase();
    return next() < typoShare ? withTypo(text, next) : text;
  };
  return () => {
    let text = pair();
    while (asked.has(text)) {
      const at = 1 + Math.floor(next() * (text.length - 1));
      text = text.slice(0, at) + text.slice(at + 1);
      if (text.trim().length < 4) text = pair();
    }
    asked.add(text);
    return text;
  };
}

export async function searchLoad(o: LoadOptions): Promise<LoadResult> {
  const text = twoWordTexts(o.seed, o.typoShare);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const deadline = Date.now() + o.durationS * 1000;
  let sent = 0;
  const agents = ADDRESSES.map((localAddress) => new http.Agent({ keepAlive: true, maxSockets: 1, localAddress } as http.AgentOptions));
  const one = (agent: http.Agent) =>
    new Promise<void>((resolve) => {
      const started = process.hrtime.bigint();
      const req = http.get(`${o.base}/api/search?q=${encodeURIComponent(text())}`, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          statuses[res.statusCode!] = (statuses[res.statusCode!] ?? 0) + 1;
          resolve();
        });
      });
      req.on('error', () => {
        statuses.error = (statuses.error ?? 0) + 1;
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: o.connections }, async (_, c) => {
      while (Date.now() < deadline) {
        // per-request: the next address each time (a crowd); per-connection: one address per connection.
        const agent = o.addressing === 'per-request' ? agents[sent++ % agents.length]! : agents[c % agents.length]!;
        await one(agent);
      }
    }),
  );
  for (const agent of agents) agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
  return { requests: latencies.length, rps: Math.round(latencies.length / o.durationS), p50: at(0.5), p99: at(0.99), statuses };
}

if (require.main === module) {
  searchLoad(JSON.parse(process.argv[2]!) as LoadOptions).then(
    (r) => console.log(JSON.stringify(r)),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
