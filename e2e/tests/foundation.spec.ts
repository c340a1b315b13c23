import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/test';
import { loginAsAdmin, logout } from '../support/auth';
import { OVERLAY_FIXTURE_DIR, ports, REPO_ROOT } from '../support/env';
import { overrideRemoteEntries, startHangingServer, startRemoteServer } from '../support/remoteServers';

// Issue 2's five proofs, in headless Chromium against the production builds.

const HERO = /Machines, tools and precision engineering/;
const unavailablePanel = (page: Page) => page.getByRole('heading', { name: 'This section is unavailable' });

/** Every JavaScript response of the page, with its body (read while the page is alive). */
function collectScripts(page: Page) {
  const scripts: Array<{ url: string; body: Promise<string> }> = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script' || /\.js(\?|$)/.test(response.url())) {
      scripts.push({ url: response.url(), body: response.text().catch(() => '') });
    }
  });
  return scripts;
}

test.describe('1. runtime composition', () => {
  test('/ loads the public remote from its own port and nothing of the admin remote or antd', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    const scripts = collectScripts(page);
    await page.goto('/');
    await expect(page.getByText(HERO)).toBeVisible();
    await page.waitForLoadState('networkidle');

    const urls = scripts.map((script) => script.url);
    expect(urls).toContain(`http://localhost:${ports.publicRemote}/remoteEntry.js`);
    expect(urls.filter((url) => url.includes(`:${ports.adminRemote}/`))).toEqual([]);
    for (const script of scripts) {
      expect.soft(await script.body, `${script.url} must not contain antd`).not.toMatch(/ant-btn|\bantd\b/);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('a remote configured by its mf-manifest.json loads the script the manifest names', async ({ page }) => {
    const scripts = collectScripts(page);
    const manifests: string[] = [];
    page.on('request', (request) => request.url().includes('mf-manifest.json') && manifests.push(request.url()));
    await overrideRemoteEntries(page, { public_remote: `http://localhost:${ports.publicRemote}/mf-manifest.json` });
    await page.goto('/');
    await expect(page.getByText(HERO)).toBeVisible();
    expect(manifests).toEqual([`http://localhost:${ports.publicRemote}/mf-manifest.json`]);
    expect(scripts.map((script) => script.url)).toContain(`http://localhost:${ports.publicRemote}/remoteEntry.js`);
  });

  test('/admin/login loads the admin remote from its own port', async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto('/admin/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(scripts.map((script) => script.url)).toContain(`http://localhost:${ports.adminRemote}/remoteEntry.js`);
    await expect(page).toHaveTitle('Login | Mitra Presisi Teknik');
  });
});

test.describe('2. a failing remote leaves everything else working', () => {
  test('public remote down: nav, footer and the unavailable panel; Retry after it is back renders without a reload', async ({ page }) => {
    const later = await startRemoteServer('public-remote');
    await later.stop(); // a known port with nothing on it
    await overrideRemoteEntries(page, { public_remote: later.entry });

    await page.goto('/');
    await expect(unavailablePanel(page)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mitra Presisi Teknik' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('PT Mitra Presisi Teknik');
    await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveTitle('About Us | Mitra Presisi Teknik');

    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const server = await startRemoteServer('public-remote', { port: later.port });
    try {
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText(HERO)).toBeVisible();
      await expect(unavailablePanel(page)).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    } finally {
      await server.stop();
    }
  });

  test('a hanging remote shows the panel within 5 s, not after the runtime default of 20 s', async ({ page }) => {
    const hanging = await startHangingServer();
    try {
      await overrideRemoteEntries(page, { public_remote: hanging.entry });
      let requestedAt = 0;
      page.on('request', (request) => {
        if (request.url().startsWith(hanging.entry)) requestedAt ||= Date.now();
      });
      await page.goto('/about', { waitUntil: 'domcontentloaded' });
      await expect(unavailablePanel(page)).toBeVisible({ timeout: 10_000 });
      // 5 s from asking for the remote, plus a little for rendering on a busy machine.
      expect(requestedAt).toBeGreaterThan(0);
      expect(Date.now() - requestedAt).toBeLessThan(6500);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    } finally {
      await hanging.stop();
    }
  });
});

test.describe('3. independent deploy', () => {
  test('admin remote rebuilt with a new label into a new folder and served in its place: a reload of the same shell shows it', async ({ page }) => {
    test.setTimeout(8 * 60_000);
    const before = await startRemoteServer('admin-remote');
    let server = before;
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-remote-next-'));
    try {
      await overrideRemoteEntries(page, { admin_remote: before.entry });
      await page.goto('/admin/login');
      await expect(page.getByText(/^Admin build /)).toBeVisible();
      const label = `e2e-${Date.now()}`;
      await expect(page.getByText(`Admin build ${label}`)).toHaveCount(0);
      const shellScripts = collectScripts(page);

      const build = spawnSync('npx', ['webpack', '--mode', 'production', '--env', `outDir=${outDir}`], {
        cwd: path.join(REPO_ROOT, 'admin-remote'),
        env: { ...process.env, BUILD_LABEL: label },
        encoding: 'utf8',
      });
      expect(build.status, build.stderr).toBe(0);

      await before.stop();
      server = await startRemoteServer('admin-remote', { dir: outDir, port: before.port });
      await page.reload();
      await expect(page.getByText(`Admin build ${label}`)).toBeVisible();
      // The shell itself did not change: same main bundle as before the deploy.
      const shellMain = shellScripts.map((s) => s.url).find((url) => url.startsWith(`http://localhost:${ports.shell}/main.`));
      expect(shellMain).toBeDefined();
    } finally {
      await server.stop();
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });
});

test.describe('4. guards, login, logout and session persistence', () => {
  test('an admin route sends a guest to login; login, reload, guest-only redirect, logout', async ({ page }) => {
    await page.goto('/admin/product');
    await expect(page).toHaveURL(/\/admin\/login$/);

    await loginAsAdmin(page);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page).toHaveTitle('Dashboard | Mitra Presisi Teknik');

    await page.reload();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Vendor' }).click();
    await expect(page).toHaveURL(/\/admin\/vendor$/);
    await expect(page).toHaveTitle('Vendor | Mitra Presisi Teknik');

    await logout(page);
    expect(await page.evaluate(() => localStorage.getItem('mfe.session'))).toBeNull();
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe('5. overlay rules', () => {
  // A stand-in public remote opens the overlays through shared-ui's hooks, as any remote would.
  let fixture: Awaited<ReturnType<typeof startRemoteServer>>;
  test.beforeAll(async () => {
    fixture = await startRemoteServer('public-remote', { dir: path.join(OVERLAY_FIXTURE_DIR, 'dist') });
  });
  test.afterAll(async () => fixture.stop());
  test.beforeEach(async ({ page }) => {
    await overrideRemoteEntries(page, { public_remote: fixture.entry });
  });

  test('snackbars stack 60 px apart at the top right below the top bar and leave after 3000 ms', async ({ page }) => {
    await page.goto('/');
    const snackbars = page.locator('.snackbar');
    await page.getByRole('button', { name: 'Success snackbar' }).click();
    const shownAt = Date.now();
    await page.getByRole('button', { name: 'Success snackbar' }).click();
    await expect(snackbars).toHaveCount(2);
    const [first, second] = [await snackbars.nth(0).boundingBox(), await snackbars.nth(1).boundingBox()];
    expect(second!.y - first!.y).toBe(60);
    expect(first!.x + first!.width).toBeGreaterThan(1280 - 40);
    // Below the 64 px nav bar, so that they never cover it.
    expect(first!.y).toBeGreaterThanOrEqual(64);
    expect(first!.y).toBeLessThan(64 + 40);

    await expect(snackbars).toHaveCount(0, { timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2900);
  });

  test('a snackbar closes on its close button; an invalid status logs an error and shows nothing', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/');
    await page.getByRole('button', { name: 'Success snackbar' }).click();
    await page.getByRole('button', { name: 'Close notification' }).click();
    await expect(page.locator('.snackbar')).toHaveCount(0);
    await page.getByRole('button', { name: 'Invalid snackbar' }).click();
    await expect(page.locator('.snackbar')).toHaveCount(0);
    expect(errors).toEqual([expect.stringContaining('Snackbar status must be one of success, danger, error, warning')]);
  });

  test('below 960 px a new snackbar replaces the existing ones', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Success snackbar' }).click();
    await page.getByRole('button', { name: 'Success snackbar' }).click();
    await expect(page.locator('.snackbar')).toHaveCount(1);
    await expect(page.locator('.snackbar')).toContainText('Saved 2');
  });

  test("the message dialog defaults to one focused 'Okay' that closes it; Escape presses the first button", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Default dialog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Heads up' });
    await expect(dialog.getByRole('button')).toHaveText(['Okay']);
    await expect(dialog.getByRole('button', { name: 'Okay' })).toBeFocused();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(400);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Confirm dialog' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('.snackbar')).toContainText('Kept');
  });

  test("the image viewer says 'Image not available' without an image and closes on Escape", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Empty image viewer' }).click();
    await expect(page.getByText('Image not available')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Image not available')).toHaveCount(0);
  });
});
