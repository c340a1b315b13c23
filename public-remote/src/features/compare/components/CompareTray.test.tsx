import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CompareToggle } from './CompareToggle';
import { CompareTray } from './CompareTray';

const MODELS = [1, 2, 3, 4, 5].map((n) => ({ id: n, name: `LB${n}000` }));

function renderModels(locale: 'en' | 'id' = 'en') {
  return renderWithProviders(
    <>
      {MODELS.map((model) => (
        <CompareToggle key={model.id} model={model} />
      ))}
      <CompareTray />
    </>,
    { url: '/product/series/7', path: '/product/series/:id', locale },
  );
}

beforeEach(() => sessionStorage.clear());

describe('the way into the compare view on a series page (issue 24)', () => {
  it('picks up to 4 models for the tray, kept for the visit, and links them compared', async () => {
    const user = userEvent.setup();
    const view = renderModels();
    expect(screen.queryByRole('complementary', { name: 'Models to compare' })).not.toBeInTheDocument();
    for (const n of [1, 3]) await user.click(screen.getByRole('checkbox', { name: `Compare LB${n}000` }));
    const tray = screen.getByRole('complementary', { name: 'Models to compare' });
    expect(within(tray).getByRole('link', { name: 'Compare (2)' })).toHaveAttribute('href', '/product/compare?ids=1,3');
    expect(tray).toHaveTextContent('LB1000, LB3000');
    expect(JSON.parse(sessionStorage.getItem('mfe.compare')!)).toEqual([
      { id: 1, name: 'LB1000' },
      { id: 3, name: 'LB3000' },
    ]);

    for (const n of [4, 5]) await user.click(screen.getByRole('checkbox', { name: `Compare LB${n}000` }));
    // The fifth is refused: four at most.
    expect(screen.getByRole('checkbox', { name: 'Compare LB2000' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Compare (4)' })).toHaveAttribute('href', '/product/compare?ids=1,3,4,5');
    await user.click(screen.getByRole('checkbox', { name: 'Compare LB3000' }));
    expect(screen.getByRole('checkbox', { name: 'Compare LB2000' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Compare (3)' })).toHaveAttribute('href', '/product/compare?ids=1,4,5');

    // Another series page of the same visit shows the picks.
    view.unmount();
    renderModels();
    expect(screen.getByRole('checkbox', { name: 'Compare LB1000' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('complementary', { name: 'Models to compare' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('mfe.compare')).toBeNull();
    // Many role queries over the toggles: slow on a busy machine.
  }, 30_000);

  it('in Indonesian', async () => {
    const user = userEvent.setup();
    renderModels('id');
    await user.click(screen.getByRole('checkbox', { name: 'Bandingkan LB2000' }));
    expect(screen.getByRole('link', { name: 'Bandingkan (1)' })).toHaveAttribute('href', '/product/compare?ids=2');
  });
});
