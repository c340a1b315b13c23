// The site settings (issue 23): the public read (today's facts until an admin saves), the admin's
// partial update with its rules (422 with the field's message, nothing changed) and 401 without a token.
import { DEFAULT_SITE_SETTINGS } from '../src/siteSettingsDefaults';
import type { ContractSession } from './session';

const EVENTS = [
  { year: 2026, title: 'New plant', title_id: 'Pabrik baru', text: 'A second workshop opens in Karawang.', text_id: null },
  { year: 2003, title: 'Founded', title_id: null, text: 'A four-person workshop in Cikarang.', text_id: 'Bengkel berempat di Cikarang.' },
];

export function describeSiteSettings(api: ContractSession) {
  describe('site settings', () => {
    const read = async () => {
      const r = await api.get('/api/settings', { token: null });
      expect(r.status).toBe(200);
      return r.body.data;
    };

    test("anyone reads them without a token: today's facts until an admin saves", async () => {
      const r = await api.get('/api/settings', { token: null });
      expect([r.status, r.body]).toEqual([200, { data: DEFAULT_SITE_SETTINGS }]);
    });

    test('the update answers 401 without a token or with a bad one; nothing changes', async () => {
      for (const token of [null, 'not-a-real-token']) {
        const r = await api.post('/api/settings/update', { token, json: { company_name: 'PT Lain' } });
        expect([token, r.status, r.body]).toEqual([token, 401, { message: 'Unauthenticated' }]);
      }
      expect(await read()).toEqual(DEFAULT_SITE_SETTINGS);
    });

    test('a part: the fields given replace theirs, the others stay; the next read shows it, and a later part keeps it', async () => {
      const r = await api.post('/api/settings/update', {
        json: {
          phone: ' +62 21 555 0100 ',
          whatsapp: '+62 812-555-0100',
          sales_email: 'quotes@mitra.example',
          copyright_year: 2026,
          unknown: 'ignored',
        },
      });
      const merged = {
        ...DEFAULT_SITE_SETTINGS,
        phone: '+62 21 555 0100',
        whatsapp: '+62 812-555-0100',
        sales_email: 'quotes@mitra.example',
        copyright_year: 2026,
      };
      expect([r.status, r.body]).toEqual([200, { message: 'Site settings saved', data: merged }]);
      expect(await read()).toEqual(merged);

      const later = await api.post('/api/settings/update', { json: { tagline_id: '', about: 'We make machines work.' } });
      const both = { ...merged, tagline_id: null, about: 'We make machines work.' };
      expect([later.status, later.body.data]).toEqual([200, both]);
      expect(await read()).toEqual(both);
    });

    test('the history and the services are replaced whole, in the order sent', async () => {
      const services = [{ heading: 'Mission', heading_id: 'Misi', text: 'To help.\n\nEvery day.', text_id: null }];
      const r = await api.post('/api/settings/update', { json: { history: EVENTS, services } });
      expect(r.status).toBe(200);
      const settings = await read();
      expect(settings.history).toEqual(EVENTS);
      expect(settings.services).toEqual(services);
      expect(settings.company_name).toBe(DEFAULT_SITE_SETTINGS.company_name);

      expect((await api.post('/api/settings/update', { json: { history: [EVENTS[1]] } })).status).toBe(200);
      expect((await read()).history).toEqual([EVENTS[1]]);
    });

    test("a bad phone, WhatsApp, e-mail, map host, year or history: 422 with the field's message, nothing changed", async () => {
      const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
        [{ phone: '021 8990 4512' }, { phone: ['Phone must be a +62 number (e.g. +62 21 8990 4512)'] }],
        [{ whatsapp: '+61 412 345 678' }, { whatsapp: ['WhatsApp must be a +62 number (e.g. +62 812 8990 4512)'] }],
        [{ sales_email: 'sales@' }, { sales_email: ['Sales e-mail must be a valid e-mail address'] }],
        [
          { map_url: 'https://maps.evil.example/export/embed.html' },
          {
            map_url: [
              'Map URL must be an https embed link of OpenStreetMap (www.openstreetmap.org/export/embed.html) or Google Maps (www.google.com/maps/embed)',
            ],
          },
        ],
        [{ copyright_year: 1999 }, { copyright_year: ['Copyright year must be a whole number from 2000 to 2100'] }],
        [{ company_name: ' ' }, { company_name: ['Company name is required'] }],
        [{ city: '' }, { city: ['City is required'] }],
        [{ history: [{ ...EVENTS[0], year: 1850 }] }, { history: ['Every history event needs a year, a whole number from 1900 to 2100'] }],
        [{ history: [{ ...EVENTS[0], title: '' }] }, { history: ['Every history event needs a title'] }],
      ];
      for (const [json, errors] of cases) {
        // A valid field beside the bad one is not saved either.
        const r = await api.post('/api/settings/update', { json: { tagline: 'Changed', ...json } });
        expect([json, r.status, r.body]).toEqual([json, 422, { message: Object.values(errors)[0]![0], errors }]);
      }
      expect(await read()).toEqual(DEFAULT_SITE_SETTINGS);
    });
  });
}
