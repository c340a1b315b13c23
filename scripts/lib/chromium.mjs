// Debian's Chromium and the flags every browser run here uses (e2e, bench:bundle, bench:lighthouse):
// headless, no sandbox (root in CI), and nothing that reaches the network on its own.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
