import { render, screen, within } from '@testing-library/react';
import { history } from '@mfe/shared-ui';
import { HistoryTimeline } from './HistoryTimeline';

describe('HistoryTimeline', () => {
  it('lists every event of the site config in year order, in a region keyboard users can focus to scroll', () => {
    render(<HistoryTimeline />);
    const region = screen.getByRole('region', { name: 'History timeline, scrollable' });
    expect(region).toHaveAttribute('tabindex', '0');
    const titles = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(history.map((event) => event.title));
    const years = history.map((event) => event.year);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
  });
});
