import { screen, within } from '@testing-library/react';
import { HISTORY, history } from '@mfe/shared-ui';
import { renderInStore } from '../../../test/renderWithProviders';
import { HistoryTimeline } from './HistoryTimeline';

describe('HistoryTimeline', () => {
  it('lists every event of the site config in year order, in a region keyboard users can focus to scroll', () => {
    renderInStore(<HistoryTimeline />);
    const region = screen.getByRole('region', { name: 'History timeline, scrollable' });
    expect(region).toHaveAttribute('tabindex', '0');
    const titles = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(history.map((event) => event.title));
    const years = history.map((event) => event.year);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
  });

  it('tells the history in Indonesian on an Indonesian page', () => {
    renderInStore(<HistoryTimeline />, { locale: 'id' });
    expect(screen.getByRole('heading', { level: 2, name: 'Sejarah' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Linimasa sejarah, dapat digeser' });
    const titles = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(HISTORY.id.map((event) => event.title));
  });
});
