import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inStore } from '../../../../test/renderScreen';
import { historyEntry } from '../testHistory';
import { ChangeList } from './ChangeList';

const LONG_BEFORE = `Kanto Precision builds CNC lathes in Nagano. ${'Every machine is run in before it ships. '.repeat(6)}The end of before.`;

describe('ChangeList (issue 23)', () => {
  it("shows each field as 'label: before → after', labelled as the form names it", () => {
    const entry = historyEntry({
      module_type: 'mt_vendor',
      changes: [
        { field: 'description_id', before: null, after: 'Teks baru' },
        { field: 'mt_manufacture_type_id', before: 1, after: 2 },
        { field: 'image_id', before: { id: 3, name: 'Logo old' }, after: 12 },
        { field: 'published', before: true, after: false },
      ],
    });
    render(<ChangeList entry={entry} />, { wrapper: inStore() });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Deskripsi (Indonesia): (empty) → Teks baru',
      'Manufacture Type: #1 → #2',
      'Logo: Logo old (#3) → #12',
      'Published: Yes → No',
    ]);
  });

  it("shortens a long value, and 'Show all' shows both values whole", async () => {
    const entry = historyEntry({ changes: [{ field: 'description', before: LONG_BEFORE, after: 'Short now.' }] });
    render(<ChangeList entry={entry} />, { wrapper: inStore() });
    const line = screen.getByRole('listitem');
    expect(line).not.toHaveTextContent('The end of before.');
    expect(line).toHaveTextContent(/^Description \(English\): Kanto Precision builds CNC lathes in Nagano\. .*… → Short now\./);
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(line).toHaveTextContent(`Description (English): ${LONG_BEFORE} → Short now.`);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('names a field no form names by its own name, and speaks Indonesian', () => {
    const entry = historyEntry({
      module_type: 'inquiry',
      changes: [
        { field: 'status', before: 'new', after: 'answered' },
        { field: 'email_status', before: 'failed', after: 'sent' },
      ],
    });
    render(<ChangeList entry={entry} />, { wrapper: inStore('id') });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Status: Baru → Dijawab', 'email_status: failed → sent']);
  });
});
