import type { Inquiry } from '@mfe/shared-ui';

/** An inquiry as the API sends it; tests change what they are about. */
export function inquiryRow(id: number, changes: Partial<Inquiry> = {}): Inquiry {
  return {
    id,
    name: `Visitor ${id}`,
    company: `Company ${id}`,
    email: `visitor${id}@example.com`,
    phone: '+62 21 555 0100',
    message: `Please quote ${id}`,
    mt_product_series_id: 3,
    mt_product_series: { id: 3, name: 'LB3000 EX II' },
    series_name: 'LB3000 EX II',
    mt_products: [],
    status: 'new',
    locale: 'en',
    notes: null,
    email_status: 'sent',
    email_error: null,
    created_at: '2026-11-20T03:15:00.000Z',
    updated_at: '2026-11-20T03:15:00.000Z',
    ...changes,
  };
}
