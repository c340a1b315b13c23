import { screen } from '@testing-library/react';
import { useCategoryFilter } from './useCategoryFilter';
import { renderWithProviders } from '../../../test/renderWithProviders';

function Probe({ onOwnRoute = true }: { onOwnRoute?: boolean }) {
  const filter = useCategoryFilter(onOwnRoute, '/type');
  return <p data-testid="filter">{JSON.stringify(filter)}</p>;
}

const render = (url: string, onOwnRoute?: boolean) =>
  renderWithProviders(<Probe onOwnRoute={onOwnRoute} />, { url, path: '/catalog', history: ['/before'] });

describe('useCategoryFilter', () => {
  it('rewrites category=undefined to All in place, keeping other query pairs', async () => {
    render('/catalog?category=undefined&ref=mail');
    expect(await screen.findByText('/catalog?category=All&ref=mail')).toBeInTheDocument();
    expect(screen.getByTestId('filter')).toHaveTextContent('"kind":"all"');
  });

  it('goes back when the category is missing', async () => {
    render('/catalog');
    expect(await screen.findByText('/before')).toBeInTheDocument();
  });

  it('does neither when the screen is not on its own route', async () => {
    render('/catalog', false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('location')).toHaveTextContent('/catalog');
  });
});
