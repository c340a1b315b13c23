import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
const [runs, ...urls] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
for (let i = 0; i < Number(runs); i++) for (const url of urls) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = lhr.audits; const m = a.metrics.details.items[0];
  console.log(url.replace(/^http:\/\/[^/]+/, '').slice(0,40).padEnd(40), 'perf', Math.round(lhr.categories.performance.score * 100), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), '| observed load', m.observedLoad, 'FCP', m.observedFirstContentfulPaint, 'LCP', m.observedLargestContentfulPaint);
}
await chrome.kill();
