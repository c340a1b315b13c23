import { MATCH_TIERS, searchScore, tieredScore } from './searchMatch';
import { wordSimilarity } from './trigrams';

const product = (name: string) => ({ name, description: null });
const score = (text: string, name: string) => searchScore(text, product(name), false);

describe('search match', () => {
  test('every searched word matches a word of the name, exactly, with the typos its length forgives, or (the last) on a beginning', () => {
    expect(score('okuma', 'Okuma')).not.toBeNull();
    expect(score('okumma', 'Okuma')).not.toBeNull(); // 6 letters: one typo
    expect(score('okuam', 'Okuma')).not.toBeNull(); // 5 letters: one typo, a swap
    expect(score('lahtes', 'CNC Lathes')).not.toBeNull();
    expect(score('okma', 'Okuma')).toBeNull(); // 4 letters: exactly only
    expect(score('lath', 'CNC Lathes')).not.toBeNull(); // typing
    expect(score('cnc lath', 'CNC Lathes')).not.toBeNull();
    expect(score('lath cnc', 'CNC Lathes')).toBeNull(); // only the last word is being typed
    expect(score('lb300', 'LB3000 EX II')).not.toBeNull();
    expect(score('lb300 ex', 'LB3000 EX II')).not.toBeNull(); // 'lb300' 5 letters: one typo
    expect(score('lb3000 exx', 'LB3000 EX II')).toBeNull(); // 'exx' 3 letters: no typo
    expect(score('okuma lathe', 'Okuma')).toBeNull(); // every word must match
    expect(score('trunmastre 250', 'Turnmaster 250')).not.toBeNull(); // 10 letters: two typos
    expect(score('trunmsatre 250', 'Turnmaster 250')).toBeNull(); // not three
    expect(score('mazak', 'Okuma')).toBeNull();
    expect(score('pro', 'Lathe')).toBeNull();
  });

  test('a name containing the text (3 characters or more) matches too: fragments of model numbers', () => {
    expect(score('000 ex', 'LB3000 EX II')).not.toBeNull();
    expect(score('b30', 'LB3000 EX II')).not.toBeNull();
    expect(score('b3', 'LB3000 EX II')).toBeNull();
  });

  test('ranks every word exact, then on a beginning, then one typo, two typos, then a fragment, whatever the lengths', () => {
    const ranked = [
      score('machining', 'Machining Centre With Pallet Changer And Tool Magazine'),
      score('machining', 'Machiningcentre'),
      score('machining', 'Machinnig'),
      score('machining', 'Mahcinnig'),
      score('chining', 'Machining'),
    ];
    expect(ranked.every((s) => s !== null)).toBe(true);
    expect([...ranked].sort((a, b) => b! - a!)).toEqual(ranked);
    expect(new Set(ranked).size).toBe(ranked.length);
    expect(score('okuma', 'Okuma')).toBe(1);
  });

  test('within a tier, the whole name close to the text ranks above a longer name containing it', () => {
    expect(score('okuma', 'Okuma')!).toBeGreaterThan(score('okuma', 'Okuma Genos L250 Heavy Duty')!);
    expect(score('okuma', 'Okuma Genos L250 Heavy Duty')!).toBeGreaterThan(tieredScore(MATCH_TIERS.prefix, 1));
  });

  test('descriptions count for the levels only, and less than names within a tier', () => {
    const series = { name: 'LB3000', description: 'Rigid lathes for production lines' };
    expect(searchScore('rigid', series, false)).toBeNull();
    expect(searchScore('rigid', series, true)).toBe(tieredScore(MATCH_TIERS.exact, 0.5));
    expect(searchScore('lb3000', series, true)).toBe(1);
    expect(searchScore('rigdi', series, true)).toBe(tieredScore(MATCH_TIERS.typos, 0.5 * wordSimilarity('rigdi', series.description)));
  });
});
