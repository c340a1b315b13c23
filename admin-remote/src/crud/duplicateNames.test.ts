import { duplicateNameIds } from './duplicateNames';

describe('duplicateNameIds', () => {
  it('marks rows that share a name (any case, spaces around) under the same nearest parent', () => {
    const rows = [
      { id: 1, name: 'Machine Tools' },
      { id: 2, name: ' machine tools' },
      { id: 3, name: 'Lathes', mt_product_category_id: 7, mt_vendor_id: 1 },
      { id: 4, name: 'LATHES', mt_product_category_id: 8, mt_vendor_id: 1 },
      { id: 5, name: 'lathes ', mt_product_category_id: 7, mt_vendor_id: 1 },
    ];
    expect([...duplicateNameIds(rows)].sort()).toEqual([1, 2, 3, 5]);
  });
});
