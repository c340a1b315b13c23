import { highlightParts, searchWords } from './searchHighlight';

describe('search highlight', () => {
  it('marks every searched word in any case, and the parts join back to the text', () => {
    const parts = highlightParts('Okuma LB3000 EX II lathe', 'lb3000  LATHE');
    expect(parts).toEqual([
      { text: 'Okuma ', match: false },
      { text: 'LB3000', match: true },
      { text: ' EX II ', match: false },
      { text: 'lathe', match: true },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe('Okuma LB3000 EX II lathe');
  });

  it('takes the words literally: characters of regular expressions match only themselves', () => {
    expect(highlightParts('Drill (a+b) 5.5', '(a+b) .')).toEqual([
      { text: 'Drill ', match: false },
      { text: '(a+b)', match: true },
      { text: ' 5', match: false },
      { text: '.', match: true },
      { text: '5', match: false },
    ]);
  });

  it('marks nothing for a text without the words or an empty query', () => {
    expect(highlightParts('Okuma', 'lb3000')).toEqual([{ text: 'Okuma', match: false }]);
    expect(highlightParts('Okuma', '   ')).toEqual([{ text: 'Okuma', match: false }]);
    expect(highlightParts('', 'x')).toEqual([]);
  });

  it('marks the words the search matched with a typo, as the core counts them, and no short word with one', () => {
    expect(highlightParts('CNC Lathes', 'lahtes')).toEqual([
      { text: 'CNC ', match: false },
      { text: 'Lathes', match: true },
    ]);
    // The word being typed matches a beginning, with its typo.
    expect(highlightParts('Okuma Lathes', 'okuma lahte')).toEqual([
      { text: 'Okuma', match: true },
      { text: ' ', match: false },
      { text: 'Lathes', match: true },
    ]);
    // Four letters forgive no typo.
    expect(highlightParts('Okuma', 'okma')).toEqual([{ text: 'Okuma', match: false }]);
  });

  it('lists each word once, longest first', () => {
    expect(searchWords('lb LB3000 lb')).toEqual(['lb3000', 'lb']);
  });
});
