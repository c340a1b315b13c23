// The site settings' update (issue 23): a partial payload, each field held to its rule.
import { MESSAGES } from '../messages';
import { isMapEmbedUrl, PLUS62_PHONE_PATTERN } from '../rules';
import { DEFAULT_SITE_SETTINGS } from '../siteSettingsDefaults';
import { mergeSiteSettings, siteSettingsOf } from '../useCases/siteSettings';
import { check, parse } from './parse';
import { siteSettings, siteSettingsUpdateInput } from './siteSettings';

const EVENT = { year: 2025, title: 'New plant', title_id: null, text: 'Opened in Karawang.', text_id: null };

describe('PLUS62_PHONE_PATTERN', () => {
  it.each(['+62 21 8990 4512', '+62 812-8990-4512', '+6281289904512', '+62 812 8990 4512', '+62 2189904'])('takes %s', (phone) => {
    expect(PLUS62_PHONE_PATTERN.test(phone)).toBe(true);
  });

  it.each([
    '021 8990 4512',
    '0812-8990-4512',
    '+61 2 9999 9999',
    '+62 21',
    '+62 21 8990 4512 1234 5',
    '+62  21 8990 4512',
    '+62 21-',
    '+62 (21) 8990',
    '+62 21\n8990',
  ])('refuses %j', (phone) => {
    expect(PLUS62_PHONE_PATTERN.test(phone)).toBe(false);
  });
});

describe('isMapEmbedUrl', () => {
  it.each([
    DEFAULT_SITE_SETTINGS.map_url,
    'https://www.google.com/maps/embed?pb=!1m18!1m12',
    'https://www.google.com/maps/embed/v1/place?q=Cikarang',
  ])('takes %s', (url) => {
    expect(isMapEmbedUrl(url)).toBe(true);
  });

  it.each([
    'http://www.openstreetmap.org/export/embed.html',
    'https://openstreetmap.org/export/embed.html',
    'https://www.openstreetmap.org/',
    'https://www.google.com/search?q=maps',
    'https://www.google.com/maps/embedded',
    'https://www.google.com.evil.example/maps/embed',
    'https://evil.example/?https://www.google.com/maps/embed',
    'https://user@www.google.com/maps/embed',
    'https://www.google.com:8443/maps/embed',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %j', (url) => {
    expect(isMapEmbedUrl(url)).toBe(false);
  });
});

describe('siteSettingsUpdateInput', () => {
  it("takes today's settings whole, as they are", () => {
    expect(parse(siteSettingsUpdateInput, DEFAULT_SITE_SETTINGS)).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('takes a part: only the fields given, trimmed; other keys ignored', () => {
    expect(parse(siteSettingsUpdateInput, { phone: ' +62 21 555 0100 ', copyright_year: '2026', id: 7, secret: 'x' })).toEqual({
      phone: '+62 21 555 0100',
      copyright_year: 2026,
    });
    expect(parse(siteSettingsUpdateInput, {})).toEqual({});
    expect(parse(siteSettingsUpdateInput, 'nonsense')).toEqual({});
  });

  it('refuses a required text given blank or null; a blank Indonesian twin clears it', () => {
    expect(check(siteSettingsUpdateInput, { company_name: '  ', tagline: null, about: '', address: ' ' })).toEqual({
      company_name: [MESSAGES.companyNameRequired],
      tagline: [MESSAGES.taglineRequired],
      about: [MESSAGES.aboutRequired],
      address: [MESSAGES.addressRequired],
    });
    expect(parse(siteSettingsUpdateInput, { tagline_id: ' ', about_id: null })).toEqual({ tagline_id: null, about_id: null });
  });

  it('names each rule a field breaks', () => {
    expect(
      check(siteSettingsUpdateInput, {
        company_name: 'x'.repeat(256),
        phone: '021 8990 4512',
        whatsapp: '0812 8990 4512',
        sales_email: 'sales at example',
        map_url: 'https://evil.example/embed',
        copyright_year: 1999,
        about: 'Line\u0000',
      }),
    ).toEqual({
      company_name: [MESSAGES.companyNameTooLong],
      phone: [MESSAGES.settingsPhoneInvalid],
      whatsapp: [MESSAGES.whatsappInvalid],
      sales_email: [MESSAGES.salesEmailInvalid],
      map_url: [MESSAGES.mapUrlInvalid],
      copyright_year: [MESSAGES.copyrightYearInvalid],
      about: [MESSAGES.controlCharacters('About text')],
    });
    for (const year of [2100.5, 2101, 'soon', null])
      expect(check(siteSettingsUpdateInput, { copyright_year: year })).toEqual({ copyright_year: [MESSAGES.copyrightYearInvalid] });
  });

  it('holds the history to its rules, each message once, and keeps the order sent', () => {
    const history = [EVENT, { ...EVENT, year: 1990, title: 'Founded', title_id: ' ', text_id: 'Didirikan.' }];
    expect(parse(siteSettingsUpdateInput, { history }).history).toEqual([
      EVENT,
      { ...EVENT, year: 1990, title: 'Founded', title_id: null, text_id: 'Didirikan.' },
    ]);
    expect(
      check(siteSettingsUpdateInput, {
        history: [
          { ...EVENT, year: 1899 },
          { ...EVENT, title: '' },
          { ...EVENT, title: ' ' },
        ],
      }),
    ).toEqual({
      history: [MESSAGES.historyYearInvalid, MESSAGES.historyTitleRequired],
    });
    expect(check(siteSettingsUpdateInput, { history: [{ year: 2000 }] })).toEqual({
      history: [MESSAGES.historyTitleRequired, MESSAGES.historyTextRequired],
    });
    expect(check(siteSettingsUpdateInput, { history: 'none' })).toEqual({ history: [MESSAGES.historyInvalid] });
    expect(check(siteSettingsUpdateInput, { history: ['2003: founded'] })).toEqual({ history: [MESSAGES.historyInvalid] });
    expect(check(siteSettingsUpdateInput, { history: Array.from({ length: 51 }, () => EVENT) })).toEqual({ history: [MESSAGES.historyInvalid] });
    expect(parse(siteSettingsUpdateInput, { history: [] })).toEqual({ history: [] });
  });

  it('holds the services to theirs', () => {
    const section = { heading: 'Mission', heading_id: null, text: 'To help.\n\nAnd more.', text_id: null };
    expect(parse(siteSettingsUpdateInput, { services: [section] })).toEqual({ services: [section] });
    expect(check(siteSettingsUpdateInput, { services: [{ ...section, heading: '', text: '' }] })).toEqual({
      services: [MESSAGES.serviceHeadingRequired, MESSAGES.serviceTextRequired],
    });
    expect(check(siteSettingsUpdateInput, { services: Array.from({ length: 21 }, () => section) })).toEqual({ services: [MESSAGES.servicesInvalid] });
  });
});

describe('the stored settings', () => {
  it('read over the defaults: none stored is the defaults, a field stored before it existed its default', () => {
    expect(siteSettingsOf(null)).toEqual(DEFAULT_SITE_SETTINGS);
    const { whatsapp: _added, ...older } = DEFAULT_SITE_SETTINGS;
    expect(siteSettingsOf({ ...older, phone: '+62 21 555 0100' })).toEqual({ ...DEFAULT_SITE_SETTINGS, phone: '+62 21 555 0100' });
    expect(siteSettings.safeParse(siteSettingsOf(null)).success).toBe(true);
  });

  it('merge: the given fields replace theirs, the lists whole', () => {
    const merged = mergeSiteSettings(DEFAULT_SITE_SETTINGS, parse(siteSettingsUpdateInput, { tagline: 'New', history: [EVENT] }));
    expect(merged).toEqual({ ...DEFAULT_SITE_SETTINGS, tagline: 'New', history: [EVENT] });
  });
});
