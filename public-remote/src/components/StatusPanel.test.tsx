import { render, screen } from '@testing-library/react';
import { StatusPanel } from './StatusPanel';

describe('StatusPanel', () => {
  it('announces errors as an alert, with its actions', () => {
    render(<StatusPanel tone="error" title="Could not load" actions={<button type="button">Try again</button>} />);
    expect(screen.getByRole('alert')).toHaveAccessibleName('Could not load');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('does not interrupt for empty and not-found states', () => {
    render(
      <>
        <StatusPanel tone="empty" title="Nothing yet" />
        <StatusPanel tone="not-found" title="Not found" />
      </>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Nothing yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Not found' })).toBeInTheDocument();
  });
});
