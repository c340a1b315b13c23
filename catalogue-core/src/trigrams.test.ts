import { similarity, trigramList, wordSimilarity } from './trigrams';

// Figures read from PostgreSQL's pg_trgm (PGlite 0.5.16): select similarity(a, b), word_similarity(a, b).
const PG_TRGM: Array<[string, string, number, number]> = [
  ['lb300', 'LB3000 EX II', 0.46153846, 0.85714287],
  ['LB3000 EXX', 'LB3000 EX II', 0.6, 0.8181818],
  ['Okumma', 'Okuma', 0.625, 0.625],
  ['heavy pro', 'LB3000 Heavy Duty Mk3', 0.23076923, 0.6],
  ['pro', 'configured for automotive production', 0.078947365, 0.75],
  ['b3000', 'LB3000 EX II', 0.26666668, 0.6666667],
  ['lathe', 'CNC Lathes', 0.41666666, 0.8333333],
  ['word', 'two words, word', 0.45454547, 1],
  ['ab', 'a b ab aab', 0.375, 1],
  ['Mazak Integrex', 'Integrex i-200 Mazak Quick Turn', 0.48387095, 0.75],
  ['série é', 'Série E élan', 0.5, 0.75],
  ['xyz', 'abc', 0, 0],
];

describe('trigrams (pg_trgm)', () => {
  test('a word is padded with two spaces before and one after, lower-cased', () => {
    expect(trigramList('Okuma')).toEqual(['  o', ' ok', 'oku', 'kum', 'uma', 'ma ']);
    expect(trigramList('a-B')).toEqual(['  a', ' a ', '  b', ' b ']);
  });

  test.each(PG_TRGM)('similarity and word_similarity of %p and %p are those of pg_trgm', (a, b, sim, word) => {
    expect(similarity(a, b)).toBeCloseTo(sim, 6);
    expect(wordSimilarity(a, b)).toBeCloseTo(word, 6);
  });
});
