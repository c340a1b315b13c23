// Issue 14, the public 'Request a quote' form on the landing page's contact section: an empty
// submit shows the API's messages under the fields, a draft survives a reload, a filled form is
// sent and reaches the admin's inquiry list; and on a series page, on a phone, with its series. The inquiries are found by a
// name unique to this run and deleted afterwards through the admin API.
import type { Page } from '@playwright/test';
import { adminRead, adminWrite } from '../support/adminApi';
import { expect, test } from '../support/test';

const STAMP = Date.now().toString(36);
const THANKS = 'Thank you. Our sales team will contact you within one working day.';
const sentNames: string[] = [];

interface InquiryRow {
  id: number;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  message: string;
  status: string;
  mt_product_series_id: number | null;
}

async function inquiriesNamed(name: string): Promise<InquiryRow[]> {
  const page = await adminRead<{ data: InquiryRow[] }>(`/api/inquiry?page=1&items_per_page=100&search=${encodeURIComponent(name)}`);
  return page.data.filter((row) => row.name === name);
}

const quoteForm = (page: Page) => page.getByRole('form', { name: 'Request a quote' });
const fieldOf = (page: Page, label: RegExp) => quoteForm(page).getByRole('textbox', { name: label });

test.describe('public inquiry', () => {
  test.afterAll(async () => {
    for (const name of sentNames) {
      for (const row of await inquiriesNamed(name)) await adminWrite('DELETE', `/api/inquiry/delete/${row.id}`);
    }
  });

  test('on the contact section: an empty submit names the missing fields, a draft survives a reload, a filled one reaches sales', async ({
    page,
  }) => {
    await page.goto('/contact');
    const form = quoteForm(page);
    await expect(form).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://wa.me/6281289904512?text=' + encodeURIComponent('Hello Mitra Presisi Teknik, I would like a quote.'),
    );

    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await expect(fieldOf(page, /^Name/)).toBeFocused();
    await expect(fieldOf(page, /^Name/)).toHaveAttribute('aria-invalid', 'true');

    const name = `E2E Buyer ${STAMP}`;
    await fieldOf(page, /^Name/).fill(name);
    await fieldOf(page, /^Company/).fill('PT Uji Coba');
    await page.reload();
    await expect(fieldOf(page, /^Name/)).toHaveValue(name);
    await expect(fieldOf(page, /^Company/)).toHaveValue('PT Uji Coba');

    await fieldOf(page, /^E-mail/).fill('buyer@example.com');
    await fieldOf(page, /^Phone/).fill('+62 812 555 0101');
    await fieldOf(page, /^Message/).fill('Please quote two machining centres.');
    sentNames.push(name);
    await quoteForm(page).getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText(THANKS)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Request sent' })).toBeFocused();

    const [row] = await inquiriesNamed(name);
    expect(row).toMatchObject({
      name,
      company: 'PT Uji Coba',
      email: 'buyer@example.com',
      phone: '+62 812 555 0101',
      message: 'Please quote two machining centres.',
      status: 'new',
      mt_product_series_id: null,
    });

    // Sent: the draft is gone.
    await page.reload();
    await expect(fieldOf(page, /^Name/)).toHaveValue('');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('a series page’s form fits the screen, names the series, the chat link follows it, and it sends with the series', async ({ page }) => {
      const [series] = (await adminRead<{ data: { id: number; name: string }[] }>('/api/product/series?page=1&items_per_page=1')).data;
      await page.goto(`/product/series/${series!.id}`);
      const form = page.getByRole('form', { name: `Request a quote for ${series!.name}` });
      await form.scrollIntoViewIfNeeded();
      await expect(form).toContainText(`About: ${series!.name}`);
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.viewport);
      const formBox = (await form.boundingBox())!;
      const chat = page.getByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' });
      const chatBox = (await chat.boundingBox())!;
      expect(chatBox.y).toBeGreaterThan(formBox.y + formBox.height - 1);
      expect(formBox.x + formBox.width).toBeLessThanOrEqual(375);
      expect(new URL((await chat.getAttribute('href'))!).searchParams.get('text')).toBe(
        `Hello Mitra Presisi Teknik, I would like a quote for ${series!.name}.`,
      );

      const name = `E2E Phone Buyer ${STAMP}`;
      await form.getByRole('textbox', { name: /^Name/ }).fill(name);
      await form.getByRole('textbox', { name: /^E-mail/ }).fill('phone.buyer@example.com');
      await form.getByRole('textbox', { name: /^Message/ }).fill('A quote from my phone, please.');
      sentNames.push(name);
      await form.getByRole('button', { name: 'Send request' }).tap();
      await expect(page.getByText(THANKS)).toBeVisible();
      const rows = await inquiriesNamed(name);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.mt_product_series_id).toBe(series!.id);
    });
  });
});
