// Staff accounts (issue 23): an admin creates an editor at /admin/user and reads the one-time
// set-password link off the screen; the editor opens it in a browser of their own, sets a password,
// logs in, finds no Users or Site Settings (and is told so at their URLs), and edits a vendor; the
// admin deactivates the account, and the editor's next action meets the login. Two-factor login:
// an admin turns it on in My account (the test computes the authenticator's codes from the key on
// the screen, with the core's TOTP), logs out, and logs in again with a code.
import { totpCode, totpStep } from '@mfe/catalogue-core';
import { expect, test } from '../support/test';
import { adminApi, adminWrite } from '../support/adminApi';
import { loginAsAdmin, logout, useAdminSession } from '../support/auth';

test.describe('staff accounts', () => {
  const stamp = Date.now();
  const editor = { name: `E2E Editor ${stamp}`, email: `e2e-editor-${stamp}@example.com`, password: `Editor-pass-${stamp}` };
  let userId: number | undefined;
  /** The second admin of the two-factor test (the suite's own admin keeps logging in with a password only). */
  let secondAdminId: number | undefined;
  let chain: { type: number; vendor: number } | undefined;

  test.beforeAll(async () => {
    const type = (await adminWrite('POST', '/api/manufacture-type/create', { name: `E2E Accounts Type ${stamp}` })).id;
    const vendor = (await adminWrite('POST', '/api/vendor/create', { name: `E2E Accounts Vendor ${stamp}`, mt_manufacture_type_id: type })).id;
    chain = { type, vendor };
  });

  test.afterAll(async () => {
    if (userId !== undefined) await adminWrite('DELETE', `/api/user/delete/${userId}`);
    if (secondAdminId !== undefined) await adminWrite('DELETE', `/api/user/delete/${secondAdminId}`);
    if (chain) {
      await adminWrite('DELETE', `/api/vendor/delete/${chain.vendor}`);
      await adminWrite('DELETE', `/api/manufacture-type/delete/${chain.type}`);
    }
  });

  test('an admin invites an editor, who sets a password, edits a vendor and cannot open users or settings; deactivated, they meet the login', async ({
    page: admin,
    context,
    browser,
  }) => {
    test.setTimeout(180_000);
    await useAdminSession(context);

    // The admin creates the editor and is shown the link (no mail server in the suite: not e-mailed).
    await admin.goto('/admin/user');
    await expect(admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' })).toBeVisible();
    await admin.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(admin).toHaveURL(/\/admin\/user\/create$/);
    await admin.getByLabel('Name', { exact: true }).fill(editor.name);
    await admin.getByLabel('E-mail', { exact: true }).fill(editor.email);
    await admin.getByRole('radio', { name: /Editor/ }).check();
    await admin.getByRole('button', { name: 'Create', exact: true }).click();
    const linkField = admin.getByRole('textbox', { name: 'Set-password link' });
    await expect(linkField).toBeVisible();
    const link = await linkField.inputValue();
    expect(link).toMatch(/\/admin\/set-password\?token=.+/);
    await expect(admin.getByText(/It works once, until/)).toBeVisible();
    await admin.getByRole('button', { name: 'Open the user' }).click();
    await expect(admin).toHaveURL(/\/admin\/user\/detail\/\d+$/);
    userId = Number(/detail\/(\d+)$/.exec(admin.url())?.[1]);
    await expect(admin.getByText('Not set yet: the set-password link has not been used')).toBeVisible();

    // The editor, in a browser of their own, sets a password through the link, then logs in.
    const editorContext = await browser.newContext();
    try {
      const page = await editorContext.newPage();
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
      await page.getByLabel('New password', { exact: true }).fill(editor.password);
      await page.getByLabel('Repeat the new password', { exact: true }).fill(editor.password);
      await page.getByRole('button', { name: 'Set password' }).click();
      await expect(page.getByText('Your password is set')).toBeVisible();
      // The link is spent: opened again, it says so.
      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill(editor.password);
      await page.getByLabel('Repeat the new password', { exact: true }).fill(editor.password);
      await page.getByRole('button', { name: 'Set password' }).click();
      await expect(page.getByText('This link cannot be used')).toBeVisible();
      await page.getByRole('link', { name: 'Back to the login' }).click();
      await loginAsAdmin(page, { email: editor.email, password: editor.password });

      // No Users, no Site Settings: not in the drawer, not on the dashboard, and said so at their URLs.
      const drawer = page.getByRole('navigation', { name: 'Admin' });
      await expect(drawer.getByRole('link', { name: 'Vendor' })).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'Users' })).toHaveCount(0);
      await expect(drawer.getByRole('link', { name: 'Site Settings' })).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('link', { name: 'Users' })).toHaveCount(0);
      for (const path of ['/admin/user', '/admin/settings']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: 'Only administrators can open this page' })).toBeVisible();
      }

      // The editor edits a vendor.
      const renamed = `E2E Accounts Vendor ${stamp} by the editor`;
      await page.goto(`/admin/vendor/detail/${chain!.vendor}`);
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`E2E Accounts Vendor ${stamp}`);
      await page.getByLabel('Name', { exact: true }).fill(renamed);
      await page.getByRole('button', { name: 'Save changes', exact: true }).click();
      await expect(page.getByText('Vendor updated successfully').first()).toBeVisible();

      // My account shows the editor's role and this device.
      await page
        .getByRole('banner')
        .getByRole('link', { name: /My account/ })
        .click();
      await expect(page).toHaveURL(/\/admin\/account$/);
      await expect(page.getByText('This device')).toBeVisible();

      // The admin deactivates the editor.
      await admin.reload();
      const active = admin.getByRole('switch', { name: 'Account active' });
      await expect(active).toBeChecked();
      await active.click();
      await admin.getByRole('button', { name: 'Save changes', exact: true }).click();
      await expect(admin).toHaveURL(/\/admin\/user(\?[^/]*)?$/);

      // The editor's next action meets the login: the API refuses the token (the login dialog over
      // the screen), and the next load goes to the login screen.
      await page.goto(`/admin/vendor/detail/${chain!.vendor}`);
      await expect(page.getByRole('dialog', { name: 'Your session has ended' })).toBeVisible();
      await page.reload();
      await expect(page).toHaveURL(/\/admin\/login$/);
    } finally {
      await editorContext.close();
    }
  });

  test('an admin turns on two-factor login in My account, logs out, and logs in again with a code of the authenticator', async ({ browser }) => {
    test.setTimeout(120_000);
    const admin = { name: `E2E Admin ${stamp}`, email: `e2e-admin-${stamp}@example.com`, password: `Admin-pass-${stamp}` };
    const made = (await adminWrite('POST', '/api/user/create', { name: admin.name, email: admin.email, role: 'admin' })) as unknown as {
      user: { id: number };
      invite: { token: string };
    };
    secondAdminId = made.user.id;
    expect((await adminApi('POST', '/api/password/set', { token: made.invite.token, password: admin.password })).status).toBe(200);

    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await loginAsAdmin(page, { email: admin.email, password: admin.password });
      await page.goto('/admin/account');
      const card = page.locator('#two-factor');
      await expect(card.getByText('Off', { exact: true })).toBeVisible();
      await card.getByRole('button', { name: 'Turn on' }).click();
      await card.getByLabel('Current password').fill(admin.password);
      await card.getByRole('button', { name: 'Continue' }).click();

      // The key, as the screen shows it (in fours), is what the authenticator app is given.
      const key = (await card.getByTestId('two-factor-key').innerText()).replace(/\s/g, '');
      expect(key).toMatch(/^[A-Z2-7]{32}$/);
      await expect(card.getByRole('link', { name: /^otpauth:\/\/totp\// })).toBeVisible();
      const step = totpStep(Date.now());
      await card.getByLabel('6-digit code').fill(await totpCode(key, step));
      await card.getByRole('button', { name: 'Turn on two-factor login' }).click();
      await expect(card.getByText('Your recovery codes')).toBeVisible();
      expect((await card.getByRole('textbox', { name: 'Recovery codes' }).inputValue()).split('\n')).toHaveLength(10);
      await card.getByRole('button', { name: 'I have kept them' }).click();
      await expect(card.getByText('On', { exact: true })).toBeVisible();

      // Logged out, the login asks for a code after the password; each code works once, so the
      // next step's (an authenticator a little ahead is accepted).
      await logout(page);
      await page.getByLabel('Email').fill(admin.email);
      await page.getByLabel('Password', { exact: true }).fill(admin.password);
      await page.getByRole('button', { name: /^log\s?in$/i }).click();
      const code = page.getByLabel('Code', { exact: true });
      await expect(code).toBeVisible();
      await code.fill(await totpCode(key, step + 1));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    } finally {
      await context.close();
    }
  });
});
