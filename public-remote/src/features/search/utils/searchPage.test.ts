import en from '../../../messages/en';
import { echoedText, excerpt, searchArgs, searchFailure, searchPageTitle, searchText } from './searchPage';

describe('search page helpers', () => {
  it('reads the text trimmed, and titles the page with it', () => {
    expect(searchText(new URLSearchParams('q=%20lb3000%20'))).toBe('lb3000');
    expect(searchText(new URLSearchParams(''))).toBe('');
    expect(searchPageTitle('lb3000', en)).toBe('Search results for "lb3000"');
    expect(searchPageTitle('', en)).toBe('Search');
    expect(searchArgs('lb3000')).toEqual({ q: 'lb3000', limit: 20 });
  });

  it('repeats a text from a long link only as far as a search may be long, asking the API with it whole', () => {
    const long = 'A'.repeat(5000);
    expect(echoedText(long)).toBe(`${'A'.repeat(100)}…`);
    expect(echoedText('A'.repeat(100))).toBe('A'.repeat(100));
    expect(searchPageTitle(long, en)).toBe(`Search results for "${'A'.repeat(100)}…"`);
    expect(searchArgs(long).q).toHaveLength(5000);
  });

  it("tells a refused text and a throttled visitor from an outage, with the API's messages", () => {
    expect(searchFailure({ status: 422, data: { message: 'Type at least 2 characters to search' } }, 'en', en)).toEqual({
      kind: 'refused',
      message: 'Type at least 2 characters to search',
    });
    expect(searchFailure({ status: 429, data: { message: 'Too many searches from your address; try again in 3 seconds' } }, 'en', en)).toEqual({
      kind: 'throttled',
      message: 'Too many searches from your address; try again in 3 seconds',
    });
    expect(searchFailure({ status: 0, data: { message: 'The server cannot be reached' } }, 'en', en).kind).toBe('unavailable');
    expect(searchFailure({ status: 502, data: { message: 'Bad gateway' } }, 'en', en).kind).toBe('unavailable');
  });

  it('cuts a long description at a word, and keeps a short one whole', () => {
    expect(excerpt('A  short\n text')).toBe('A short text');
    expect(excerpt(null)).toBe('');
    const long = excerpt('word '.repeat(100), 30);
    expect(long).toBe('word word word word word word…');
  });
});
