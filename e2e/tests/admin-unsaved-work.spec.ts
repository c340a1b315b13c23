// Issue 13, no lost work: an admin form keeps what was typed when the session ends (the save goes
// through after logging in in the dialog over it), asks before Back, a link or a reload leaves
// unsaved changes (and offers the draft back after a reload), its pop-ups cover the layout; the
// narrow drawer closes on Escape and the top bar's title is whole at 360 px.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO_ADMIN, ports } from '../support/env';

const API = `http://127.0.0.1:${ports.api}`;
const HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

/** A session of its own (its token is revoked by these tests, so not the suite's shared one). */
async function freshSession() {
  const response = await fetch(`${API}/api/login`, { method: 'POST', headers: HEADERS, body: JSON.stringify(DEMO_ADMIN) });
  expect(response.ok).toBe(true);
  const { data } = (await response.json()) as { data: { id: number; email: string; name: string; token: string } };
  return { ...data, isLoggedIn: true };
}

/** Every new tab of the context starts logged in with `session` (seeded once per tab, as useAdminSession does). */
async function startLoggedIn(context: BrowserContext, session: Awaited<ReturnType<typeof freshSession>>) {
  await context.addInitScript((value) => {
    if (sessionStorage.getItem('e2e.sessionSeeded')) return;
    sessionStorage.setItem('e2e.sessionSeeded', '1');
    localStorage.setItem('mfe.session', value);
  }, JSON.stringify(session));
}

/** The token stops working, as when it expires or is logged out elsewhere. */
async function revoke(token: string) {
  const response = await fetch(`${API}/api/logout`, {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${token}` },
  });
  expect(response.ok).toBe(true);
}

async function typeCreateForm(page: Page, name: string) {
  await page.goto('/admin/manufacture-type');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/manufacture-type\/create$/);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill('Typed before the session ended');
}

async function logInInDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue(DEMO_ADMIN.email);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await dialog.getByRole('button', { name: /^log\s?in$/i }).click();
  await expect(dialog).toBeHidden();
}

async function typeExists(name: string): Promise<boolean> {
  const response = await fetch(`${API}/api/manufacture-type?page=1&items_per_page=10&search=${encodeURIComponent(name)}`, { headers: HEADERS });
  const body = (await response.json()) as { data: { data: { name: string }[] } };
  return body.data.data.some((row) => row.name === name);
}

const discardQuestion = (page: Page) => page.getByRole('dialog', { name: 'Discard unsaved changes?' });

/** The manufacture types these tests created go again, so that later specs see the catalogue they expect. */
async function removeTypes(prefix: string) {
  const { token } = await freshSession();
  const headers = { ...HEADERS, Authorization: `Bearer ${token}` };
  const response = await fetch(`${API}/api/manufacture-type?page=1&items_per_page=100&search=${encodeURIComponent(prefix)}`, { headers });
  const body = (await response.json()) as { data: { data: { id: number; name: string }[] } };
  for (const row of body.data.data.filter((type) => type.name.startsWith(prefix))) {
    await fetch(`${API}/api/manufacture-type/delete/${row.id}`, {
      method: 'DELETE',
      headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${token}` },
    });
  }
}

test.describe('no lost work in the admin', () => {
  test.afterAll(async () => {
    await removeTypes('E2E Unsaved work ');
  });
  test('a Create refused because the session ended goes through after logging in in the dialog over the form', async ({ page, context }) => {
    const name = `E2E Unsaved work refused ${Date.now().toString(36)}`;
    const session = await freshSession();
    await startLoggedIn(context, session);
    await typeCreateForm(page, name);

    // As a logout in another tab does: the token is revoked and the stored session cleared.
    await revoke(session.token);
    await page.evaluate(() => localStorage.removeItem('mfe.session'));
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    // No trip to the login page: the form stays, with what was typed, under the login dialog.
    await expect(page.getByRole('dialog', { name: 'Your session has ended' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/manufacture-type\/create$/);
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await logInInDialog(page);

    // The refused save was sent again: back on the list, with the record created.
    await expect(page).toHaveURL(/\/admin\/manufacture-type$/);
    await expect(page.getByText('Manufacture type created successfully').first()).toBeVisible();
    expect(await typeExists(name)).toBe(true);
  });

  test('a reload after the session ended: the login page comes back to the form, which offers the draft back', async ({ page, context }) => {
    const name = `E2E Unsaved work Reloaded ${Date.now().toString(36)}`;
    const session = await freshSession();
    await startLoggedIn(context, session);
    await typeCreateForm(page, name);
    await revoke(session.token);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Your session has ended' })).toBeVisible();

    // Instead of logging in there, the page is reloaded (the browser asks first: there are unsaved changes).
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: /^log\s?in$/i }).click();

    // Not the dashboard: the form it came from, with the draft offered back.
    await expect(page).toHaveURL(/\/admin\/manufacture-type\/create$/);
    await page
      .getByRole('alert')
      .filter({ hasText: /^Restore your unsaved draft from/ })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/manufacture-type$/);
    expect(await typeExists(name)).toBe(true);
  });

  test('a logout in another tab opens the login dialog over the form; after logging in, Create saves what was typed', async ({ page, context }) => {
    const name = `E2E Unsaved work Other tab ${Date.now().toString(36)}`;
    await startLoggedIn(context, await freshSession());
    await typeCreateForm(page, name);

    const other = await context.newPage();
    await other.goto('/admin/dashboard');
    await other.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(other).toHaveURL(/\/admin\/login$/);
    await other.close();

    await logInInDialog(page);
    await expect(page).toHaveURL(/\/admin\/manufacture-type\/create$/);
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/manufacture-type$/);
    expect(await typeExists(name)).toBe(true);
  });

  test('Back, a drawer link and a reload ask before unsaved changes go; the draft is offered back after the reload', async ({ page, context }) => {
    await startLoggedIn(context, await freshSession());
    const name = `E2E Unsaved work Draft ${Date.now().toString(36)}`;
    await typeCreateForm(page, name);

    // Back asks: Stay keeps the form as it was.
    await page.goBack();
    await discardQuestion(page).getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/admin\/manufacture-type\/create$/);
    await expect(page.getByLabel('Name')).toHaveValue(name);

    // A drawer link asks too.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Vendor' }).click();
    await discardQuestion(page).getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/admin\/manufacture-type\/create$/);

    // A reload: the browser asks first; once reloaded, the draft is offered back.
    const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.type()))));
    await page.reload();
    expect(await asked).toBe('beforeunload');
    await expect(page.getByLabel('Name')).toHaveValue('');
    const offer = page.getByRole('alert').filter({ hasText: /^Restore your unsaved draft from \d\d:\d\d\?/ });
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await expect(page.getByLabel('Description')).toHaveValue('Typed before the session ended');

    // Back again, and Discard: the list, and no draft left to offer.
    await page.goBack();
    await discardQuestion(page).getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/admin\/manufacture-type$/);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByLabel('Name')).toBeVisible();
    await expect(page.getByText(/Restore your unsaved draft/)).toHaveCount(0);
    // Nothing typed: leaving does not ask.
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/manufacture-type$/);
  });

  test('an open pop-up covers the top bar and the drawer: their links cannot be clicked', async ({ page, context }) => {
    await startLoggedIn(context, await freshSession());
    await page.goto('/admin/vendor/create');
    await page.getByRole('button', { name: 'Choose image' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose an image' })).toBeVisible();
    const covered = async (link: ReturnType<Page['locator']>) => {
      const box = (await link.boundingBox())!;
      return link.evaluate((element, [x, y]) => !element.contains(document.elementFromPoint(x, y)), [box.x + box.width / 2, box.y + box.height / 2]);
    };
    expect(await covered(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Product', exact: true }))).toBe(true);
    expect(await covered(page.getByRole('banner').getByRole('button', { name: 'Logout' }))).toBe(true);
  });

  test('at 360 px the title is whole and Escape closes the drawer, giving the focus back to its toggle', async ({ page, context }) => {
    await startLoggedIn(context, await freshSession());
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/admin/dashboard');
    const title = page.getByRole('heading', { name: 'Admin Dashboard' });
    await expect(title).toBeVisible();
    expect(
      await title.evaluate((element) => element.scrollWidth <= element.clientWidth && getComputedStyle(element).textOverflow !== 'ellipsis'),
    ).toBe(true);
    const toggle = page.getByRole('button', { name: 'Open navigation' });
    await toggle.click();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeFocused();
  });
});
