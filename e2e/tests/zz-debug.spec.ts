import { test } from '../support/test';
test('debug hydration', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (msg) => logs.push(`[${msg.type()}] ${msg.text()}`));
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.getElementById('root');
      Object.assign(window, { __serverNodes: root ? Array.from(root.querySelectorAll('.pr-page, h1')) : [] });
    });
    window.addEventListener('error', (e) => console.log('ERROR-EVENT ' + (e.error?.message || e.message) + ' CAUSE ' + ((e.error as any)?.cause?.message ?? '')));
  });
  for (const path of ['/', '/product/Machine%20Tools']) {
    await page.goto(path);
    await page.waitForTimeout(5000);
    const report = await page.evaluate(() => {
      const nodes = (window as any).__serverNodes as Element[];
      return nodes.map((n) => `${n.tagName}.${n.className} connected=${n.isConnected} fiber=${Object.keys(n).some((k) => k.startsWith('__reactFiber$'))}`).join('\n');
    });
    logs.push(`${path}:\n${report}`);
    const html = await page.evaluate(() => document.getElementById('root')!.innerHTML.slice(0, 600));
    logs.push(html);
  }
  console.log(logs.join('\n----\n'));
});
