import { expect, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_ADMIN, ports } from './env';

/** Logs in through the admin remote's login screen and waits for the dashboard. */
export async function loginAsAdmin(page: Page, credentials = DEMO_ADMIN) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: /^log\s?in$/i }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Logs out with the shell's top-bar button. */
export async function logout(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

let cachedSession: Promise<Record<string, unknown>> | undefined;

/**
 * A session from one API login per worker. The API allows 10 login attempts per 15 minutes, so
 * specs that only need to be logged in should use this instead of the login screen.
 */
export function adminSession(): Promise<Record<string, unknown>> {
  cachedSession ??= fetch(`http://127.0.0.1:${ports.api}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(DEMO_ADMIN),
  }).then(async (response) => {
    if (!response.ok) throw new Error(`API login failed: HTTP ${response.status}`);
    const { data } = (await response.json()) as { data: { id: number; email: string; name: string; role?: string; token: string } };
    // The role (issue 23) as the login answers it; the admin's GET /api/me fills it otherwise.
    return { id: data.id, email: data.email, name: data.name, role: data.role ?? null, token: data.token, isLoggedIn: true };
  });
  return cachedSession;
}

/**
 * Starts each new page of the context logged in (the shell restores the session from
 * localStorage). Seeded once per tab, so a logout in the test stays a logout across reloads.
 */
export async function useAdminSession(context: BrowserContext) {
  const session = await adminSession();
  await context.addInitScript((value) => {
    // Init scripts run in every frame: a PDF shown in an <object> has no storage at all.
    if (!globalThis.sessionStorage || !globalThis.localStorage) return;
    if (sessionStorage.getItem('e2e.sessionSeeded')) return;
    sessionStorage.setItem('e2e.sessionSeeded', '1');
    localStorage.setItem('mfe.session', value);
  }, JSON.stringify(session));
}
