// Issue 13, assets: a file the API would refuse is refused on choosing (the API's words on the
// field, nothing sent), and an image is uploaded from inside the picker, selected, and found again
// by the picker's search, without leaving the form.
import type { Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { useAdminSession } from '../support/auth';

/** A 1×1 PNG: the API judges uploads by their bytes, so the picture must be a real one. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.describe('admin assets', () => {
  test('a PNG named .pdf is refused on choosing: the field error at once, nothing sent', async ({ page, context }) => {
    await useAdminSession(context);
    const posts: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/assets-manager/')) posts.push(request);
    });
    await page.goto('/admin/assets-file-manager/create');
    await page.getByLabel('Name').fill('Disguised brochure');
    await page.getByLabel('PDF File').setInputFiles({ name: 'brochure.pdf', mimeType: 'application/pdf', buffer: PNG_1X1 });
    await expect(page.getByText('File must be a PDF document', { exact: true })).toBeVisible();
    const refused = page.getByText('"brochure.pdf" was not kept: File must be a PDF document');
    await expect(refused).toBeVisible();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('PDF file is required')).toBeVisible();
    // The control goes on saying which file was refused and why.
    await expect(refused).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/assets-file-manager\/create$/);
    expect(posts).toEqual([]);
  });

  test('an image uploaded from inside the picker is selected, and the picker finds it by name', async ({ page, context }) => {
    await useAdminSession(context);
    const name = `E2E picked ${Date.now().toString(36)}`;
    await page.goto('/admin/manufacture-type/create');
    await page.getByLabel('Name').fill(`E2E Type ${name}`);
    await page.getByRole('button', { name: 'Choose image' }).click();
    await page.getByRole('button', { name: 'Upload new image' }).click();
    const upload = page.locator('.ant-modal', { has: page.getByText('Upload a new image', { exact: true }) });
    // A refused file first: its error at once, then the real picture.
    await upload.getByLabel('Image File').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('hello') });
    await expect(upload.getByText('Image must be a JPEG or PNG file', { exact: true })).toBeVisible();
    await expect(upload.getByText('"notes.png" was not kept: Image must be a JPEG or PNG file')).toBeVisible();
    await upload.getByLabel('Image File').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await upload.getByLabel('Name').fill(name);
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Image created successfully')).toBeVisible();
    // Back on the form it was opened from, with the new image chosen.
    await expect(page).toHaveURL(/\/admin\/manufacture-type\/create$/);
    await expect(page.getByRole('button', { name: 'Change image' })).toBeVisible();
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    // The pickers' dialogs stay in the page, closed, with their own Name fields.
    await expect(page.locator('#name')).toHaveValue(`E2E Type ${name}`);

    await page.getByRole('button', { name: 'Change image' }).click();
    await page.getByRole('searchbox', { name: 'Search images by name' }).fill(name);
    const picker = page.getByTestId('image-picker-grid');
    await expect(picker.getByRole('button', { name: /^Choose / })).toHaveCount(1);
    await expect(picker.getByRole('button', { name: `Choose ${name}` })).toBeVisible();
  });
});
