import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DistributorSelect } from './DistributorSelect';

describe('DistributorSelect', () => {
  it('is labelled Distributor, shows the current vendor and reports the chosen id as a number', async () => {
    const onSelect = jest.fn();
    render(
      <DistributorSelect
        options={[
          { id: 3, name: 'Sakura' },
          { id: 4, name: 'Nordtool' },
        ]}
        currentId={3}
        onSelect={onSelect}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Distributor' });
    expect(select).toHaveValue('3');
    await userEvent.selectOptions(select, 'Nordtool');
    expect(onSelect).toHaveBeenCalledWith(4);
  });
});
