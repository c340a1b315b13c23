import en from '../../messages/en';
import id from '../../messages/id';
import { shortened, valueText } from './changeText';
import { revertConfirmation } from './revertConfirmation';
import { historyEntry } from './testHistory';

describe("the history's values in words", () => {
  it('says empty for null, an empty text and an empty list', () => {
    expect(valueText('description', null, en, 'en')).toBeNull();
    expect(valueText('description', '', en, 'en')).toBeNull();
    expect(valueText('history', [], en, 'en')).toBeNull();
  });

  it('words a switch, an inquiry status and an image fit as the forms do, in the admin language', () => {
    expect(valueText('published', false, en, 'en')).toBe('No');
    expect(valueText('published', true, id, 'id')).toBe('Ya');
    expect(valueText('status', 'answered', en, 'en')).toBe('Answered');
    expect(valueText('status', 'answered', id, 'id')).toBe('Dijawab');
    expect(valueText('fit', 'contain', en, 'en')).toBe('Show whole picture');
  });

  it('names a linked image or file by its name, else by its id', () => {
    expect(valueText('image_id', 12, en, 'en')).toBe('#12');
    expect(valueText('image_id', { id: 12, name: 'Lathe front' }, en, 'en')).toBe('Lathe front (#12)');
    expect(valueText('copyright_year', 2024, en, 'en')).toBe('2024');
  });

  it("words values by id (a product's by attribute, an attribute's by product): each as #id: value, a range as min–max", () => {
    expect(valueText('attributes', { 3: 1200, 5: { min: 10, max: 550 }, 7: true, 9: 'Fanuc' }, en, 'en')).toBe(
      '#3: 1,200; #5: 10–550; #7: Yes; #9: Fanuc',
    );
    expect(valueText('values', { 12: false }, id, 'id')).toBe('#12: Tidak');
  });

  it("writes an attribute's numbers as the attributes grid does, in the admin's language, and a year or position as it is", () => {
    expect(valueText('attributes', { 3: 3000.5, 5: { min: 1500, max: 12000 } }, id, 'id')).toBe('#3: 3.000,5; #5: 1.500–12.000');
    expect(valueText('attributes', { 3: 0.000125 }, en, 'en')).toBe('#3: 0.000125');
    expect(valueText('copyright_year', 2024, id, 'id')).toBe('2024');
    expect(valueText('position', 1200, id, 'id')).toBe('1200');
    expect(valueText('attributes', {}, en, 'en')).toBeNull();
  });

  it("names a deleted category's attributes by name and id", () => {
    expect(
      valueText(
        'attributes',
        [
          { id: 3, name: 'Spindle speed', type: 'number' },
          { id: 4, name: 'Travel', type: 'range' },
        ],
        en,
        'en',
      ),
    ).toBe('Spindle speed (#3); Travel (#4)');
  });

  it("lists the settings' History events by year and title", () => {
    const events = [
      { year: 2003, title: 'Founded in Bekasi', title_id: null, text: '…', text_id: null },
      { year: 2010, title: 'First distributorship', title_id: null, text: '…', text_id: null },
    ];
    expect(valueText('history', events, en, 'en')).toBe('2003 Founded in Bekasi; 2010 First distributorship');
  });

  it('shortens a long text with an ellipsis, and leaves a short one', () => {
    expect(shortened('a'.repeat(200), 120)).toBe(`${'a'.repeat(119)}…`);
    expect(shortened('short', 120)).toBe('short');
  });
});

describe("a revert's confirmation", () => {
  it("says each field's value now and the one it goes back to, labelled as the form labels it", () => {
    const entry = historyEntry({
      changes: [
        { field: 'description', before: 'Old text', after: 'New text' },
        { field: 'published', before: true, after: false },
        { field: 'image_id', before: null, after: 12 },
      ],
    });
    expect(revertConfirmation(entry, en, 'en')).toEqual({
      message: 'Revert "KP-CL 100 Series" to before this change?',
      description: 'Description (English): New text → Old text; Published: No → Yes; Image: #12 → (empty).',
      confirmText: 'Revert',
    });
  });

  it('offers to restore a deleted record, in Indonesian too', () => {
    const deleted = historyEntry({ action: 'delete', changes: [] });
    expect(revertConfirmation(deleted, en, 'en')).toMatchObject({ message: 'Restore "KP-CL 100 Series"?', confirmText: 'Restore' });
    expect(revertConfirmation(deleted, id, 'id')).toMatchObject({ message: 'Pulihkan "KP-CL 100 Series"?', confirmText: 'Pulihkan' });
  });

  it("offers to restore a deleted attribute with its products' values, in Indonesian too", () => {
    const deleted = historyEntry({ action: 'delete', module_type: 'mt_product_attribute', module_id: 9, label: 'Control', changes: [] });
    expect(revertConfirmation(deleted, en, 'en')).toEqual({
      message: 'Restore "Control"?',
      description: 'It comes back in its category with its values on the products still there.',
      confirmText: 'Restore',
    });
    expect(revertConfirmation(deleted, id, 'id').description).toBe(
      'Atribut kembali ke kategorinya beserta nilainya pada produk yang masih ada di sana.',
    );
  });
});
