import { expect, type Page } from '@playwright/test';
import { DEMO_ADMIN } from './env';

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
