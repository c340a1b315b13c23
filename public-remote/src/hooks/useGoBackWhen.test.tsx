import { screen } from '@testing-library/react';
import { useGoBackWhen } from './useGoBackWhen';
import { renderWithProviders } from '../test/renderWithProviders';

function Screen({ missing }: { missing: boolean }) {
  useGoBackWhen(missing, '/fallback');
  return <p>Screen</p>;
}

describe('useGoBackWhen', () => {
  it('goes back one step in history when the condition holds', async () => {
    renderWithProviders(<Screen missing />, { url: '/screen', path: '/screen', history: ['/previous'] });
    expect(await screen.findByTestId('location')).toHaveTextContent('/previous');
  });

  it('goes to the fallback when the page was opened with nothing in the app to go back to', async () => {
    renderWithProviders(<Screen missing />, { url: '/screen', path: '/screen' });
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/fallback');
  });

  it('asks the Navigation API where there is one: no entry of this site before means the fallback', async () => {
    const browser = window as { navigation?: { canGoBack: boolean } };
    browser.navigation = { canGoBack: false };
    try {
      renderWithProviders(<Screen missing />, { url: '/screen', path: '/screen', history: ['/previous'] });
      expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/fallback');
    } finally {
      delete browser.navigation;
    }
  });

  it('stays when the condition does not hold', () => {
    renderWithProviders(<Screen missing={false} />, { url: '/screen', path: '/screen', history: ['/previous'] });
    expect(screen.getByTestId('location')).toHaveTextContent('/screen');
  });
});
