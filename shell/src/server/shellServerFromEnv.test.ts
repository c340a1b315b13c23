/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shellServerOptionsFromEnv, siteOriginFromEnv, type ShellServerEnvOptions } from './shellServerFromEnv';

describe('siteOriginFromEnv', () => {
  it('takes SITE_ORIGIN as an origin, without a trailing slash', () => {
    const said: string[] = [];
    expect(siteOriginFromEnv({ SITE_ORIGIN: ' https://www.example.com/ ' }, 3000, (line) => said.push(line))).toBe('https://www.example.com');
    expect(said).toEqual([]);
  });

  it('refuses a SITE_ORIGIN with a path, a query or another scheme', () => {
    for (const value of ['https://www.example.com/shop', 'https://www.example.com/?a=1', 'ftp://www.example.com'])
      expect(() => siteOriginFromEnv({ SITE_ORIGIN: value }, 3000, () => {})).toThrow(
        `SITE_ORIGIN must be an origin such as https://www.example.com, not ${value}`,
      );
  });

  it('unset, is http://localhost:<port>, said once; required in production', () => {
    const said: string[] = [];
    expect(siteOriginFromEnv({}, 3100, (line) => said.push(line))).toBe('http://localhost:3100');
    expect(said).toEqual(['SITE_ORIGIN is not set; canonical and sharing URLs use http://localhost:3100']);
    expect(() => siteOriginFromEnv({ NODE_ENV: 'production' }, 3100, () => {})).toThrow('SITE_ORIGIN is not set');
  });
});

describe('shellServerOptionsFromEnv', () => {
  let distDir: string;
  beforeEach(() => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  });
  afterEach(() => fs.rmSync(distDir, { recursive: true, force: true }));

  function options(extra: Partial<ShellServerEnvOptions> = {}): ShellServerEnvOptions & { said: string[] } {
    const said: string[] = [];
    return {
      distDir,
      port: 3000,
      apiUrl: 'http://127.0.0.1:4000',
      env: { SITE_ORIGIN: 'https://shop.test' },
      // The remotes' entries on the Host's name, as scripts/lib/runtimeConfig.mjs makes them.
      runtimeConfigFor: (built, host) => ({ ...built, remotes: { public_remote: { entry: `http://${host}/public/remoteEntry.js` } } }),
      log: (line) => said.push(line),
      said,
      ...extra,
    };
  }

  it("builds the browser's config for each Host and the server's for its own port from the built runtime-config.json", () => {
    fs.writeFileSync(path.join(distDir, 'runtime-config.json'), JSON.stringify({ basePath: '/shop' }));
    const given = options({ trustProxy: '10.0.0.1', limits: { maxPerAddress: 5 } });
    const made = shellServerOptionsFromEnv(given);
    expect(made).toMatchObject({
      distDir,
      apiUrl: 'http://127.0.0.1:4000',
      siteOrigin: 'https://shop.test',
      trustProxy: '10.0.0.1',
      limits: { maxPerAddress: 5 },
      diagnostics: false,
      serverConfig: { basePath: '/shop', remotes: { public_remote: { entry: 'http://127.0.0.1:3000/public/remoteEntry.js' } } },
    });
    expect(made.browserConfig('my-laptop:3000')).toEqual({
      basePath: '/shop',
      remotes: { public_remote: { entry: 'http://my-laptop:3000/public/remoteEntry.js' } },
    });
    expect(given.said).toEqual([]);
  });

  it('says when the build has no runtime-config.json, and answers /__diagnostics only with SHELL_DIAGNOSTICS=1', () => {
    const given = options({ env: { SITE_ORIGIN: 'https://shop.test', SHELL_DIAGNOSTICS: '1' } });
    const made = shellServerOptionsFromEnv(given);
    expect(given.said).toEqual([`no runtime-config.json in ${distDir}; serving one from env only`]);
    expect(made.serverConfig).toEqual({ remotes: { public_remote: { entry: 'http://127.0.0.1:3000/public/remoteEntry.js' } } });
    expect(made.diagnostics).toBe(true);
  });
});
