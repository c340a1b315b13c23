import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SeriesPagination, shownRange } from './SeriesPagination';
import { renderInStore } from '../../../test/renderWithProviders';
import en from '../../../messages/en';
import { pageWindow } from '../utils/pageWindow';
import { seriesPageNumber } from '../utils/seriesPageNumber';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderPager(current: number, total = 834, perPage = 48) {
  const last = Math.max(1, Math.ceil(total / perPage));
  return renderInStore(
    <MemoryRouter initialEntries={[`/product/series/8?page=${current}`]}>
      <Routes>
        <Route
          path="/product/series/:id"
          element={<SeriesPagination seriesId={8} page={{ total, per_page: perPage, current_page: current, last_page: last }} />}
        />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const links = () =>
  within(screen.getByRole('navigation', { name: 'Pages of models' }))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel')]);

describe('SeriesPagination', () => {
  it('on the first page: the pages near it, the last, and Next (rel=next); the first page is the series URL', () => {
    renderPager(1);
    expect(links()).toEqual([
      ['Page 2', '/product/series/8?page=2', null],
      ['Page 18', '/product/series/8?page=18', null],
      ['Next page ›', '/product/series/8?page=2', 'next'],
    ]);
    const current = screen.getByText((_, node) => node?.getAttribute('aria-current') === 'page');
    expect(current).toHaveTextContent('Page 1');
    expect(current.tagName).toBe('SPAN');
  });

  it('in the middle: Previous (rel=prev), the first, a gap, the neighbours, a gap, the last, Next', () => {
    renderPager(9);
    expect(links()).toEqual([
      ['‹ Previous page', '/product/series/8?page=8', 'prev'],
      ['Page 1', '/product/series/8', null],
      ['Page 8', '/product/series/8?page=8', null],
      ['Page 10', '/product/series/8?page=10', null],
      ['Page 18', '/product/series/8?page=18', null],
      ['Next page ›', '/product/series/8?page=10', 'next'],
    ]);
  });

  it('on the last page: Previous, the first page (the series URL itself), no Next', () => {
    renderPager(18);
    expect(links().map(([, href, rel]) => [href, rel])).toEqual([
      ['/product/series/8?page=17', 'prev'],
      ['/product/series/8', null],
      ['/product/series/8?page=17', null],
    ]);
  });

  it('shows nothing for a single page', () => {
    const { container } = renderPager(1, 40);
    expect(container.querySelector('nav')).toBeNull();
  });

  it('is used from the keyboard: Tab reaches the links in order, Enter follows one', async () => {
    renderPager(1);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Next page ›' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/product/series/8?page=2');
  });

  it('says which models a page shows', () => {
    expect(shownRange({ total: 834, per_page: 48, current_page: 1, last_page: 18 }, en)).toBe('Showing 1–48 of 834');
    expect(shownRange({ total: 834, per_page: 48, current_page: 18, last_page: 18 }, en)).toBe('Showing 817–834 of 834');
  });
});

describe('pageWindow', () => {
  it('keeps the first, the last and the neighbours of the current page, a lone page instead of a gap', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 18)).toEqual([1, 2, 'gap', 18]);
    expect(pageWindow(9, 18)).toEqual([1, 'gap', 8, 9, 10, 'gap', 18]);
    expect(pageWindow(3, 18)).toEqual([1, 2, 3, 4, 'gap', 18]);
    expect(pageWindow(4, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('seriesPageNumber', () => {
  it('reads ?page=: absent or empty is 1, a whole number from 1 is itself, anything else no page', () => {
    expect(seriesPageNumber('')).toBe(1);
    expect(seriesPageNumber('?page=')).toBe(1);
    expect(seriesPageNumber('?page=2')).toBe(2);
    expect(seriesPageNumber(new URLSearchParams('page=%2017%20'))).toBe(17);
    for (const bad of ['0', '-1', '1.5', 'abc', '2e1', '1234567890']) expect(seriesPageNumber(`?page=${bad}`)).toBeNull();
  });
});
