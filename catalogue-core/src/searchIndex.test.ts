import { SEARCH_CANDIDATES, SearchIndex, type SearchRecord } from './searchIndex';
import { searchScore } from './searchMatch';

const product = (id: number, name: string): SearchRecord => ({ kind: 'mt_product', id, name, description: null, parentId: 1 });

describe('SearchIndex', () => {
  const records = [
    product(1, 'LB3000 EX II'),
    product(2, 'Genos L250'),
    product(3, 'Multus U3000'),
    { kind: 'mt_vendor', id: 1, name: 'Okuma', description: 'Builder of lathes', parentId: 1 } as SearchRecord,
  ];
  const index = SearchIndex.of(records);
  const names = (text: string, limit = 5) => index.search(text, limit).map((hit) => hit.record.name);

  test('finds what the match rule matches, by name, typos and fragments inside a word included', () => {
    expect(names('lb3000 exx')).toEqual(['LB3000 EX II']);
    expect(names('okumma')).toEqual(['Okuma']);
    expect(names('b30')).toEqual(['LB3000 EX II']); // contained, though it shares one trigram only
    expect(names('3000')).toEqual(['LB3000 EX II', 'Multus U3000']);
    expect(names('lathe')).toEqual(['Okuma']); // a level by its description
    expect(names('zzqx')).toEqual([]);
  });

  test('every hit carries the rule’s score; at most `limit` per kind', () => {
    for (const hit of index.search('3000', 5)) expect(hit.score).toBe(searchScore('3000', hit.record, hit.record.kind !== 'mt_product'));
    expect(names('3000', 1)).toEqual(['LB3000 EX II']);
  });

  test('a text matching more records than it scores keeps those sharing the most trigrams', () => {
    const many = Array.from({ length: SEARCH_CANDIDATES * 3 }, (_, i) => product(i + 1, `Servo Press ${i}`));
    many.push(product(9999, 'Servo Press'));
    const hits = SearchIndex.of(many).search('servo press', 3);
    expect(hits[0]!.record.name).toBe('Servo Press');
    expect(hits).toHaveLength(3);
  });
});
