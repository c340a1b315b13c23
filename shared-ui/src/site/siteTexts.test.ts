import { SERVICES } from './companyServices';
import { COMPANY_TEXTS, HISTORY } from './siteConfig';

// Issue 22: the company's texts are written in each language, the same shape in each.
describe('the company texts in each language', () => {
  it('has the same history events, services sections in Indonesian as in English', () => {
    expect(HISTORY.id.map((event) => event.year)).toEqual(HISTORY.en.map((event) => event.year));
    expect(SERVICES.id.map((section) => section.paragraphs.length)).toEqual(SERVICES.en.map((section) => section.paragraphs.length));
    for (const text of [...Object.values(COMPANY_TEXTS.id), ...HISTORY.id.map((event) => event.title)]) expect(text.trim()).not.toBe('');
    expect(COMPANY_TEXTS.id.about).not.toBe(COMPANY_TEXTS.en.about);
  });
});
