import { SERVICES } from './companyServices';
import { COMPANY_TEXTS, FOOTER_LINKS, HISTORY, PUBLIC_NAV_LINKS } from './siteConfig';

// Issue 22: the company's texts are written in each language, the same shape in each.
describe('the company texts in each language', () => {
  it('has the same history events, services sections and links in Indonesian as in English', () => {
    expect(HISTORY.id.map((event) => event.year)).toEqual(HISTORY.en.map((event) => event.year));
    expect(SERVICES.id.map((section) => section.paragraphs.length)).toEqual(SERVICES.en.map((section) => section.paragraphs.length));
    expect(PUBLIC_NAV_LINKS.id.map((link) => link.to)).toEqual(PUBLIC_NAV_LINKS.en.map((link) => link.to));
    expect(FOOTER_LINKS.id.map((link) => link.to)).toEqual(FOOTER_LINKS.en.map((link) => link.to));
    for (const text of [...Object.values(COMPANY_TEXTS.id), ...HISTORY.id.map((event) => event.title)]) expect(text.trim()).not.toBe('');
    expect(COMPANY_TEXTS.id.about).not.toBe(COMPANY_TEXTS.en.about);
  });
});
