import { test } from '../support/test';
test('debug hydration', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', async (msg) => {
    const parts = await Promise.all(msg.args().map((a) => a.evaluate((v: unknown) => {
      if (v instanceof Error) { let s = String(v.stack); let c = (v as any).cause; while (c) { s += '\nCAUSE: ' + (c.stack || String(c)); c = c.cause; } return s; }
      return String(v);
    }).catch(() => '?')));
    logs.push(`[${msg.type()}] ${parts.join(' ')}`);
  });
  page.on('pageerror', (e) => logs.push('[pageerror] ' + e.stack));
  await page.addInitScript(() => {
    window.addEventListener('error', (e) => {
      let c = (e.error as any)?.cause; let s = '';
      while (c) { s += '\nCAUSE: ' + (c.stack || String(c)) + ' msg=' + (c.message || ''); c = c.cause; }
      console.log('ERROR-EVENT ' + (e.error?.message || e.message) + s);
    });
  });
  for (const path of ['/', '/product/Machine%20Tools']) {
    await page.goto(path);
    await page.waitForTimeout(4000);
  }
  console.log(logs.join('\n----\n'));
});
