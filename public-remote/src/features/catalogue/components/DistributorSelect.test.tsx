import { fireEvent, screen } from '@testing-library/react';
import { renderInStore } from '../../../test/renderWithProviders';
import userEvent from '@testing-library/user-event';
import { DistributorSelect } from './DistributorSelect';

const OPTIONS = [
  { id: 3, name: 'Sakura' },
  { id: 4, name: 'Nordtool' },
  { id: 5, name: 'Atlas' },
];

function renderSelect() {
  const onSelect = jest.fn();
  renderInStore(<DistributorSelect options={OPTIONS} currentId={3} onSelect={onSelect} />);
  return { onSelect, select: screen.getByRole('combobox', { name: 'Distributor' }) };
}

describe('DistributorSelect', () => {
  it('is labelled Distributor, shows the current vendor and opens the chosen one, as a number, with Go', async () => {
    const user = userEvent.setup();
    const { onSelect, select } = renderSelect();
    expect(select).toHaveValue('3');
    await user.selectOptions(select, 'Nordtool');
    expect(onSelect).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSelect).toHaveBeenCalledWith(4);
  });

  it('lets keyboard users browse with the arrow keys and opens the distributor on Enter', () => {
    const { onSelect, select } = renderSelect();
    // A closed select fires change on every arrow key: each one is only a step through the list.
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: '4' } });
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: '5' } });
    expect(onSelect).not.toHaveBeenCalled();
    expect(select).toHaveValue('5');
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(5);
  });

  it('does nothing on Go while the current distributor is chosen', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderSelect();
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSelect).not.toHaveBeenCalled();
  });
});
