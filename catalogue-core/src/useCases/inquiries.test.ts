import { CatalogueError } from '../errors';
import { inquiryMatches, inquiryQueryOf } from './inquiries';

describe('inquiryQueryOf', () => {
  test('page, search and status; absent or empty status is any', () => {
    expect(inquiryQueryOf({ page: '2', items_per_page: '10', search: '  lathe ', status: ' answered ' })).toEqual({
      page: 2,
      perPage: 10,
      offset: 10,
      search: 'lathe',
      parents: [],
      published: null,
      untranslated: false,
      status: 'answered',
    });
    expect(inquiryQueryOf({}).status).toBeNull();
    expect(inquiryQueryOf({ status: '' }).status).toBeNull();
  });

  test('another status is a 422 on the field', () => {
    for (const status of ['spam', 'NEW', ['new']]) {
      let error: unknown;
      try {
        inquiryQueryOf({ status });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(CatalogueError);
      expect(error).toMatchObject({ status: 422, errors: { status: ['Status must be one of new, answered, closed'] } });
    }
  });
});

describe('inquiryMatches', () => {
  const row = { name: 'Andi', company: null, email: 'andi@alpha.example', message: 'A Lathe, please', status: 'new' as const };
  const query = (search: string, status: 'new' | 'closed' | null = null) => ({ ...inquiryQueryOf({ search }), status });

  test('search: contains, any case, in name, company, e-mail or message', () => {
    expect(inquiryMatches(query('LATHE'), row)).toBe(true);
    expect(inquiryMatches(query('alpha.ex'), row)).toBe(true);
    expect(inquiryMatches(query('and'), row)).toBe(true);
    expect(inquiryMatches(query('milling'), row)).toBe(false);
    expect(inquiryMatches(query(''), row)).toBe(true);
  });

  test('status filter', () => {
    expect(inquiryMatches(query('', 'new'), row)).toBe(true);
    expect(inquiryMatches(query('lathe', 'closed'), row)).toBe(false);
  });
});
