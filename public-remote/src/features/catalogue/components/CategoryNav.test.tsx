import { screen, within } from '@testing-library/react';
import { renderInStore } from '../../../test/renderWithProviders';
import { MemoryRouter } from 'react-router-dom';
import { CategoryNav } from './CategoryNav';
import { category, series } from '../../../test/catalogueFixtures';
import type { CategoryFilter } from '../types/categoryFilter';

const categories = [category(5, 2, [series(1, 5), series(2, 5)], { name: 'Drills' }), category(6, 2, [], { name: 'Taps' })];

function renderNav(filter: CategoryFilter) {
  renderInStore(
    <MemoryRouter>
      <CategoryNav typeName="Cutting Tools" vendorId={2} categories={categories} filter={filter} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Categories' }));
}

describe('CategoryNav', () => {
  it('lists All first, then the vendor’s categories, with their series counts and links', () => {
    const nav = renderNav({ kind: 'all', normaliseToAll: false });
    expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All2 series', '/product/catalog/Cutting%20Tools/2?category=All'],
      ['Drills2 series', '/product/catalog/Cutting%20Tools/2?category=5'],
      ['Taps0 series', '/product/catalog/Cutting%20Tools/2?category=6'],
    ]);
  });

  it('marks All as current for every-series filters', () => {
    const nav = renderNav({ kind: 'all', normaliseToAll: false });
    expect(nav.getByRole('link', { current: 'page' })).toHaveAccessibleName('All 2 series');
  });

  it('marks the chosen category as current', () => {
    expect(renderNav({ kind: 'category', id: 6 }).getByRole('link', { current: 'page' })).toHaveAccessibleName('Taps 0 series');
  });

  it('marks nothing for a category that is not the vendor’s', () => {
    expect(renderNav({ kind: 'category', id: 99 }).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });
});
