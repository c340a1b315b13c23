import { matchWord, typoDistance, typosAllowed } from './typos';
import { WordDictionary } from './wordDictionary';

describe('typo distance (optimal string alignment)', () => {
  test.each([
    ['okuma', 'okuma', 0],
    ['lahtes', 'lathes', 1], // two neighbours swapped: one typo
    ['okumma', 'okuma', 1], // a letter inserted
    ['okma', 'okuma', 1], // a letter deleted
    ['okuna', 'okuma', 1], // a letter replaced
    ['trunmastre', 'turnmaster', 2],
    ['trunmsatre', 'turnmaster', 3],
    ['kitten', 'sitting', 3],
    ['ca', 'abc', 3], // no letter edited twice (true Damerau-Levenshtein: 2)
    ['', 'abc', 3],
  ])('%p to %p: %p', (a, b, distance) => {
    expect(typoDistance(a, b)).toBe(distance);
    expect(typoDistance(b, a)).toBe(distance);
  });
});

describe('typos a searched word forgives', () => {
  test('none up to 4 letters, one from 5, two from 9', () => {
    expect(['okm', 'okma', 'okuma', 'spindles', 'machining', 'turnmasters'].map(typosAllowed)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  test('at 4 letters a typo does not match, at 5 one does; at 8 two do not, at 9 two do and three not', () => {
    expect(matchWord('okma', 'okmu', false)).toBeNull();
    expect(matchWord('lthe', 'lathe', false)).toBeNull();
    expect(matchWord('okuam', 'okuma', false)).toEqual({ typos: 1, prefix: false });
    expect(matchWord('spindels', 'spindles', false)).toEqual({ typos: 1, prefix: false });
    expect(matchWord('sipndels', 'spindles', false)).toBeNull();
    expect(matchWord('mahcinnig', 'machining', false)).toEqual({ typos: 2, prefix: false });
    expect(matchWord('mahcnining', 'machining', false)).toEqual({ typos: 2, prefix: false });
    expect(matchWord('trunmsatre', 'turnmaster', false)).toBeNull();
  });

  test('the word being typed matches a beginning too, exactly or with the typos its length forgives', () => {
    expect(matchWord('lath', 'lathes', true)).toEqual({ typos: 0, prefix: true });
    expect(matchWord('lath', 'lathes', false)).toBeNull();
    expect(matchWord('lb300', 'lb3000', true)).toEqual({ typos: 0, prefix: true });
    expect(matchWord('lahte', 'lathes', true)).toEqual({ typos: 1, prefix: true });
    expect(matchWord('ltah', 'lathes', true)).toBeNull(); // 4 letters: exactly only
    expect(matchWord('lathes', 'lathes', true)).toEqual({ typos: 0, prefix: false });
    expect(matchWord('lathe', 'lathes', true)).toEqual({ typos: 0, prefix: true });
    expect(matchWord('lathes', 'lathe', true)).toEqual({ typos: 1, prefix: false });
  });
});

describe('WordDictionary', () => {
  // A small deterministic random: the same words every run.
  let seed = 11;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const word = (letters: string) =>
    Array.from({ length: 1 + Math.floor(random() * 10) }, () => letters[Math.floor(random() * letters.length)]).join('');

  test('its walk finds what matchWord matches, word by word, as prefix or not', () => {
    const dictionary = new WordDictionary();
    const words = Array.from({ length: 1000 }, () => word('abcde'));
    words.forEach((w, position) => dictionary.set(position, [], [w]));
    for (let i = 0; i < 60; i++) {
      const query = word('abcdef');
      for (const asPrefix of [false, true]) {
        const expected = [...new Set(words)].flatMap((w) => {
          const match = matchWord(query, w, asPrefix);
          return match ? [[w, match] as const] : [];
        });
        expect([query, asPrefix, [...dictionary.matches(query, asPrefix)].sort()]).toEqual([query, asPrefix, expected.sort()]);
      }
    }
  });

  test('follows words given and taken back, its positions ascending', () => {
    const dictionary = new WordDictionary();
    dictionary.set(3, [], ['lathes', 'cnc']);
    dictionary.set(1, [], ['lathes']);
    expect(dictionary.words).toEqual(['cnc', 'lathes']);
    dictionary.set(2, [], ['mills']);
    expect(dictionary.positions('lathes')).toEqual([1, 3]);
    dictionary.set(3, ['lathes', 'cnc'], ['mills']);
    expect(dictionary.words).toEqual(['lathes', 'mills']);
    expect(dictionary.positions('mills')).toEqual([2, 3]);
    expect([...dictionary.matches('mil', true).keys()]).toEqual(['mills']);
    expect([...dictionary.matches('mils', true).keys()]).toEqual([]); // 4 letters: no typo
  });
});
