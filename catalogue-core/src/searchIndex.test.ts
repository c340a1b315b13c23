import { SEARCH_CANDIDATES, SearchIndex, type SearchRecord } from './searchIndex';
import { searchScore } from './searchMatch';

const product = (id: number, name: string): SearchRecord => ({
  kind: 'mt_product',
  id,
  name,
  description: null,
  name_id: null,
  description_id: null,
  parentId: 1,
});

describe('SearchIndex', () => {
  const records = [
    product(1, 'LB3000 EX II'),
    product(2, 'Genos L250'),
    product(3, 'Multus U3000'),
    { kind: 'mt_vendor', id: 1, name: 'Okuma', description: 'Builder of lathes', name_id: null, description_id: null, parentId: 1 } as SearchRecord,
  ];
  const index = SearchIndex.of(records);
  const names = (text: string, limit = 5) => index.search(text, limit).map((hit) => hit.record.name);

  test('finds what the match rule matches, by name, typos and fragments inside a word included', () => {
    expect(names('lb300 ex')).toEqual(['LB3000 EX II']);
    expect(names('lb3000 exx')).toEqual([]); // 'exx': 3 letters forgive no typo
    expect(names('okumma')).toEqual(['Okuma']);
    expect(names('mutlus')).toEqual(['Multus U3000']);
    expect(names('genso l25')).toEqual(['Genos L250']); // a swap: one typo
    expect(names('gneso l25')).toEqual([]); // two swaps: 5 letters forgive one
    expect(names('lath')).toEqual(['Okuma']);
    expect(names('b30')).toEqual(['LB3000 EX II']); // contained, though it shares one trigram only
    expect(names('3000')).toEqual(['LB3000 EX II', 'Multus U3000']);
    expect(names('0 ex i')).toEqual(['LB3000 EX II']); // contained: found by the trigrams of its words' edges
    expect(names('lathe')).toEqual(['Okuma']); // a level by its description
    expect(names('zzqx')).toEqual([]);
  });

  test('finds a record by its Indonesian name and description, typos and fragments included', () => {
    const level = (kind: SearchRecord['kind'], id: number, name: string, name_id: string | null, description_id: string | null): SearchRecord => ({
      kind,
      id,
      name,
      description: null,
      name_id,
      description_id,
      parentId: 1,
    });
    const both = SearchIndex.of([
      level('mt_product_category', 1, 'CNC Lathes', 'Mesin Bubut CNC', null),
      level('mt_product_category', 2, 'Grinding Machines', 'Mesin Gerinda', 'Mesin gerinda presisi, bukan mesin bubut'),
      level('mt_vendor', 3, 'Okuma', null, 'Pembuat mesin bubut'),
    ]);
    const found = (text: string) => both.search(text, 5).map((hit) => hit.record.name);
    expect(found('bubut')).toEqual(['Okuma', 'CNC Lathes', 'Grinding Machines']); // by kind; a name before a description
    expect(found('mesin bubtu')).toEqual(['Okuma', 'CNC Lathes', 'Grinding Machines']); // 5 letters forgive one typo
    expect(found('pembaut')).toEqual(['Okuma']);
    expect(found('in bubut c')).toEqual(['CNC Lathes']); // a fragment of the Indonesian name
    expect(found('lathes')).toEqual(['CNC Lathes']);
    for (const hit of both.search('mesin bubtu', 5)) expect(hit.score).toBe(searchScore('mesin bubtu', hit.record, true));
  });

  test('ranks every word exact, then on a beginning, then by typos, then fragments, before the figures within a tier', () => {
    const ranked = SearchIndex.of([
      product(1, 'XYZmachining'),
      product(2, 'Mahcinnig'),
      product(3, 'Machinnig'),
      product(4, 'Machiningcentre'),
      product(5, 'Machining Centre With Pallet Changer And Tool Magazine'),
    ]).search('machining', 5);
    expect(ranked.map((hit) => hit.record.id)).toEqual([5, 4, 3, 2, 1]);
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

describe('SearchIndex follows writes (put, remove) as a rebuild would', () => {
  // A small deterministic random: the same records every run.
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  const WORDS = ['Servo', 'Press', 'Lathe', 'Mill', 'CNC', 'Genos', 'Multus', 'LB3000', 'EX', 'II', 'Pro', 'Mk2', 'Turn', 'Grinder', 'Okuma'];
  const name = () => Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(WORDS)).join(' ') + ` ${Math.floor(random() * 500)}`;
  const KINDS = ['mt_vendor', 'mt_product_series', 'mt_product'] as const;
  const WORDS_ID = ['Mesin', 'Bubut', 'Frais', 'Perkakas', 'Presisi'];
  const record = (kind: (typeof KINDS)[number], id: number): SearchRecord => ({
    kind,
    id,
    name: name(),
    description: kind === 'mt_product' ? null : random() < 0.5 ? `${pick(WORDS)} ${pick(WORDS)} machines` : null,
    name_id: kind !== 'mt_product' && random() < 0.5 ? `${pick(WORDS_ID)} ${pick(WORDS_ID)}` : null,
    description_id: kind !== 'mt_product' && random() < 0.5 ? `${pick(WORDS_ID)} ${pick(WORDS)} mesin` : null,
    parentId: 1 + Math.floor(random() * 5),
  });
  const TEXTS = [
    'servo',
    'servo press',
    'lathe',
    'genos 12',
    'lb3000 ex',
    'pro',
    'mk2',
    'machines',
    'turn 4',
    'okuma mill',
    'cnc',
    'press 1',
    'bubut',
    'mesin frias',
    'sin bu',
    'zzqx',
  ];
  const answers = (index: SearchIndex) =>
    TEXTS.map((text) => index.search(text, 5).map((hit) => [hit.record.kind, hit.record.id, hit.record.name, hit.score]));

  test('adds, renames (name, description, parent) and removes equal to an index built afresh', () => {
    const records = new Map<string, SearchRecord>();
    let nextId = 1;
    for (let i = 0; i < 400; i++) {
      const r = record(pick([...KINDS]), nextId++);
      records.set(`${r.kind}:${r.id}`, r);
    }
    const index = SearchIndex.of([...records.values()]);
    for (let step = 0; step < 600; step++) {
      const roll = random();
      const existing = [...records.values()];
      if (roll < 0.35) {
        const r = record(pick([...KINDS]), nextId++);
        records.set(`${r.kind}:${r.id}`, r);
        index.put(r);
      } else if (roll < 0.75) {
        const old = pick(existing);
        const r = record(old.kind as (typeof KINDS)[number], old.id);
        records.set(`${r.kind}:${r.id}`, r);
        index.put(r);
      } else {
        const old = pick(existing);
        records.delete(`${old.kind}:${old.id}`);
        expect(index.remove(old.kind, old.id)).toBe(true);
      }
      if (step % 100 === 99) expect(answers(index)).toEqual(answers(SearchIndex.of([...records.values()])));
    }
    expect(index.remove('mt_product', 999_999)).toBe(false);
    for (const kind of KINDS)
      expect(index.ids(kind).sort((a, b) => a - b)).toEqual([...records.values()].filter((r) => r.kind === kind).map((r) => r.id));
  });

  test('a renamed record is found by its new name only; a removed one no more; a new kind is added', () => {
    const index = SearchIndex.of([product(1, 'Genos L250'), product(2, 'Multus U3000')]);
    index.put(product(1, 'Puma GT2100'));
    expect(index.search('genos', 5)).toEqual([]);
    expect(index.search('puma gt2100', 5).map((hit) => hit.record.id)).toEqual([1]);
    expect(index.remove('mt_product', 2)).toBe(true);
    expect(index.search('multus', 5)).toEqual([]);
    index.put({
      kind: 'mt_manufacture_type',
      id: 3,
      name: 'Lathes',
      description: null,
      name_id: 'Mesin Bubut',
      description_id: null,
      parentId: null,
    });
    expect(index.search('bubut', 5).map((hit) => hit.record.id)).toEqual([3]);
    index.put({ kind: 'mt_manufacture_type', id: 3, name: 'Lathes', description: null, name_id: null, description_id: null, parentId: null });
    expect(index.search('bubut', 5)).toEqual([]);
    expect(index.search('lathes', 5).map((hit) => hit.record.kind)).toEqual(['mt_manufacture_type']);
    expect(index.get('mt_product', 1)?.name).toBe('Puma GT2100');
  });
});
