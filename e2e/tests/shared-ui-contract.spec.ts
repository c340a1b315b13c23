import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { startRemoteServer, type RunningServer } from '../support/remoteServers';
import { collectConsole, startShellServer, type ShellServer } from '../support/shellServer';
import { contractRange, copyRemoteBuiltAgainstSharedUi, SHARED_UI_BUILT_WITH } from '../support/sharedUiBuild';

// @mfe/shared-ui is the contract between the shell and the remotes, shared as a strict singleton
// (shared-ui/src/federation/shared.js): a remote built against another major of it must not run
// on the page's copy. Its screens show the unavailable panel, the console says why, and the shell's
// server sends the client-rendered page; a remote built against a later minor loads as usual. The
// remote is a copy of public-remote's build whose containers declare that other shared-ui
// (support/sharedUiBuild.ts), served with an extra shell server pointed at it.

const HERO = /Machines, tools and precision engineering/;
const [major, minor] = SHARED_UI_BUILT_WITH.split('.').map(Number);
const NEXT_MAJOR = `${major + 1}.0.0`;
const NEXT_MINOR = `${major}.${minor + 1}.0`;

/** The public remote as if built against shared-ui `version`, and a shell server that composes it. */
async function siteWithPublicRemoteBuiltAgainst(version: string) {
  const dir = copyRemoteBuiltAgainstSharedUi('public-remote', version);
  let remote: RunningServer | undefined;
  let shell: ShellServer | undefined;
  const stop = async () => {
    await shell?.stop();
    await remote?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    remote = await startRemoteServer('public-remote', { dir });
    shell = await startShellServer({ publicRemoteUrl: `http://localhost:${remote.port}` });
    return { shell, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function html(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0, headers: { Accept: 'text/html' } });
  return { status: response.status(), body: await response.text() };
}

test(`a public remote built against shared-ui ${NEXT_MAJOR}: client-rendered page, unavailable panel saying why; the rest works`, async ({
  request,
  page,
}) => {
  const { shell, stop } = await siteWithPublicRemoteBuiltAgainst(NEXT_MAJOR);
  try {
    // The server: its server container refuses the shell server's shared-ui, so the page falls back.
    for (const url of ['/', '/about']) {
      const { status, body } = await html(request, `${shell.url}${url}`);
      expect(status, url).toBe(200);
      expect(body, url).toContain('<div id="root"></div>');
      expect(body, url).not.toContain('id="ssr-handover"');
    }
    const mismatch = `shared singleton module @mfe/shared-ui does not satisfy the requirement of public_remote which needs ${contractRange(NEXT_MAJOR)}`;
    expect(shell.log()).toContain(
      `server render of / failed, sending the client-rendered page: [ Federation Runtime ]: Version ${SHARED_UI_BUILT_WITH}`,
    );
    expect(shell.log()).toContain(mismatch);

    // The browser: the same refusal, the panel in the remote's place, and the reason in the console.
    const consoleEntries = collectConsole(page);
    await page.goto(`${shell.url}/`);
    await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
    await expect(page.getByText(HERO)).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mitra Presisi Teknik' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('PT Mitra Presisi Teknik');
    await expect(page).toHaveTitle('Home | Mitra Presisi Teknik');
    const refusals = () => consoleEntries.filter((entry) => entry.text.includes(mismatch)).length;
    expect(refusals()).toBeGreaterThan(0);
    // What the visitor sees, kept with the run's results.
    await page.screenshot({ path: test.info().outputPath('unavailable-panel.png') });

    // Retry loads the remote afresh and is refused again: no passing failure, until a build of the same major is deployed.
    const before = refusals();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(refusals).toBeGreaterThan(before);
    await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible();

    // The admin remote, built with this shared-ui, still loads on the same site.
    await page.goto(`${shell.url}/admin/login`);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page).toHaveTitle('Login | Mitra Presisi Teknik');
  } finally {
    await stop();
  }
});

test(`a public remote built against shared-ui ${NEXT_MINOR} (same major): server-rendered and loaded as usual`, async ({ request, page }) => {
  const { shell, stop } = await siteWithPublicRemoteBuiltAgainst(NEXT_MINOR);
  try {
    const { status, body } = await html(request, `${shell.url}/`);
    expect(status).toBe(200);
    expect(body).toContain('id="ssr-handover"');
    expect(body).toMatch(HERO);

    const consoleEntries = collectConsole(page);
    await page.goto(`${shell.url}/`);
    await expect(page.getByText(HERO)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toHaveCount(0);
    expect(consoleEntries).toEqual([]);
  } finally {
    await stop();
  }
});
