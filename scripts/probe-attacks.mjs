#!/usr/bin/env node
// `npm run bench:attacks`: issue 19's attacks as a benchmark. Starts its own throwaway site (the
// builds as they are: run `npm run build` first), runs each attack of scripts/lib/attacks.mjs and
// PRINTS its figures, one block per finding, for the closing note's before/after table. Asserts
// nothing (attacks.test.mjs does); exit code 0 unless the site cannot start.
// Options: --rounds n (killer probes per target, default 3), --flood n (slow POSTs from one
// address, default 1100 as in the issue), --flood-seconds s (40), --after-seconds s (30),
// --query-strings n (2000), --header-limit s (100).
import { parseArgs } from 'node:util';
import { attackSiteUnavailable, startAttackSite } from './lib/attackSite.mjs';
import {
  cachePoisoning,
  idleConnections,
  longTypeName,
  memoryGrowth,
  proxyEscapes,
  searchDuringSlowBody,
  singleRequestKillers,
  slowBodyFlood,
  slowHeaderCut,
} from './lib/attacks.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    flood: { type: 'string', default: '1100' },
    'flood-seconds': { type: 'string', default: '40' },
    'after-seconds': { type: 'string', default: '30' },
    'query-strings': { type: 'string', default: '2000' },
    'header-limit': { type: 'string', default: '100' },
  },
});
const SITE_ORIGIN = 'http://shop.test';
const BIG_FILE = 'files/attack-big.pdf';

const why = attackSiteUnavailable();
if (why) {
  console.error(`bench:attacks: ${why}`);
  process.exit(1);
}

const percent = (ok, total) => (total ? `${((100 * ok) / total).toFixed(1)} % (${ok}/${total})` : 'n/a');
const line = (label, value) => console.log(`  ${label.padEnd(46)} ${value}`);

console.log(`bench:attacks: starting a site (SITE_ORIGIN=${SITE_ORIGIN}) …`);
const site = await startAttackSite({ name: 'probe', shellEnv: { SITE_ORIGIN }, storageFiles: { [BIG_FILE]: 8_000_000 } });
const stopOnSignal = (signal) => void site.stop().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);

try {
  console.log('\n1. One request kills a server');
  const probes = await singleRequestKillers(site, { rounds: Number(values.rounds) });
  for (const server of ['shell', 'public-remote']) {
    const own = probes.filter((probe) => probe.server === server);
    line(`${server}: exits over single-request probes`, `${own.filter((probe) => probe.exited).length} of ${own.length}`);
  }
  const statuses = {};
  for (const probe of probes) statuses[probe.status ?? probe.outcome] = (statuses[probe.status ?? probe.outcome] ?? 0) + 1;
  line('answers', JSON.stringify(statuses));

  console.log('\n2. The proxy reaches other machines');
  const escapes = await proxyEscapes(site);
  line('decoy hits (of 4 requests)', `${escapes.hits.length}, with Authorization: ${escapes.hits.filter((hit) => hit.authorization).length}`);
  line('answers', escapes.answers.map((answer) => `${answer.request.split(' ')[0]} ${answer.status ?? answer.outcome}`).join(', '));

  console.log(`\n3. One address takes the site offline (${values.flood} slow POSTs from 127.0.0.2 for ${values['flood-seconds']} s)`);
  const flood = await slowBodyFlood(site, {
    connections: Number(values.flood),
    durationMs: Number(values['flood-seconds']) * 1000,
    afterMs: Number(values['after-seconds']) * 1000,
  });
  line('visitor (127.0.0.3) success during the flood', `${percent(flood.during.ok, flood.during.total)} ${JSON.stringify(flood.during.failures)}`);
  line(
    `visitor success ${values['after-seconds']} s after it`,
    `${percent(flood.after.ok, flood.after.total)} ${JSON.stringify(flood.after.failures)}`,
  );
  line('attacker connections at the end', JSON.stringify(flood.attacker));

  console.log('\n4. Memory');
  const memory = await memoryGrowth(site, { file: BIG_FILE, queryStrings: Number(values['query-strings']) });
  line(
    `shell RSS: 20 /api/../storage + ${values['query-strings']} query strings`,
    `${memory.rssBeforeMb.toFixed(0)} → ${memory.rssAfterMb.toFixed(0)} MB (+${memory.growthMb.toFixed(0)} MB)`,
  );
  line('ms per /?utm_source= page', memory.msPerQueryPage.toFixed(1));
  line('/?utm_source=… shares the ETag of /', String(memory.etagVariant === memory.etagRoot));

  console.log('\n5. Search starves');
  const search = await searchDuringSlowBody(site);
  line('new searches during one slow body', JSON.stringify(search.statuses));
  line('/api/search vs /api/%73earch', `${search.variant.plain} vs ${search.variant.encoded}, same body: ${search.variant.sameBody}`);

  console.log('\n6. Cache poisoning');
  const pages = await cachePoisoning(site);
  line('poisoned plain answers', `${pages.filter((page) => page.poisoned).length} of ${pages.length}`);
  line(
    'canonical on SITE_ORIGIN (attacked, plain)',
    pages.map((page) => `${page.attacked?.startsWith(SITE_ORIGIN)}/${page.plain?.startsWith(SITE_ORIGIN)}`).join(', '),
  );

  console.log('\n7. Smaller');
  const cut = await slowHeaderCut(site, { limitMs: Number(values['header-limit']) * 1000 });
  line('slow request head cut after', cut === null ? `not within ${values['header-limit']} s` : `${cut.toFixed(1)} s`);
  const idle = await idleConnections(site);
  line('300 idle connections from one address', `${JSON.stringify(idle.attacker)}; visitor ${idle.visitor.join(', ')}`);
  const longName = await longTypeName(site);
  line('200-character type name', `create ${longName.created}, /sitemap.xml ${longName.sitemap}, its page ${longName.page}`);

  console.log('\nProcess exits during the probe (all, incl. the killers):');
  const exits = {};
  for (const exit of site.exits) {
    const key = `${exit.name} (${exit.signal ?? `code ${exit.code}`})`;
    exits[key] = (exits[key] ?? 0) + 1;
  }
  line('exits', Object.keys(exits).length ? JSON.stringify(exits) : 'none');
} finally {
  await site.stop();
}
