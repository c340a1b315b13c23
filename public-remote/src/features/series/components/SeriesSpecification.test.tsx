import { screen, within } from '@testing-library/react';
import type { Locale } from '@mfe/shared-ui';
import { renderInStore } from '../../../test/renderWithProviders';
import { latheAttributes, seriesProduct } from '../../../test/catalogueFixtures';
import { load } from '../../../messages/messages';
import { SeriesSpecification } from './SeriesSpecification';

const products = [
  seriesProduct(21, { name: 'NL-100', attributes: { 1: 3000, 2: { min: 50, max: 4500 }, 3: 11.5, 4: 'Fanuc', 5: true } }),
  // No power, no bar feeder: empty cells.
  seriesProduct(22, { name: 'NL-200', attributes: { 1: 12000, 4: 'Siemens' } }),
  // No value at all: no row.
  seriesProduct(23, { name: 'NL-300', attributes: {} }),
];

const render = (locale: Locale, attributes = latheAttributes, shown = products) =>
  renderInStore(<SeriesSpecification seriesName="NL Series" attributes={attributes} products={shown} />, { locale });

/** The table's rows as the cells' texts (hidden texts included). */
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('SeriesSpecification (issue 24)', () => {
  // Both dictionaries loaded first: an empty render is the table's own answer, not a suspended one.
  beforeAll(() => Promise.all([load('en'), load('id')]));

  it('lists the models with values as rows, the attributes with their units as columns, in English', async () => {
    render('en');
    const region = await screen.findByRole('region', { name: 'Specifications of the NL Series models' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Specifications' });
    expect(cells(table)).toEqual([
      ['Model', 'Max. spindle speed (rpm)', 'Spindle speed range (rpm)', 'Spindle power (kW)', 'Control', 'Bar feeder ready'],
      ['NL-100', '3,000', '50–4,500', '11.5', 'Fanuc', 'Yes'],
      ['NL-200', '12,000', '–no value', '–no value', 'Siemens', '–no value'],
    ]);
    expect(within(table).getByRole('link', { name: 'NL-100' })).toHaveAttribute('href', '#product-21');
    // The dash is not read out; the words are.
    const empty = within(table).getAllByText('no value')[0]!;
    expect(empty).toHaveClass('pr-visually-hidden');
    expect(empty.previousElementSibling).toHaveAttribute('aria-hidden', 'true');
  });

  it('writes names, numbers and yes/no in Indonesian, an untranslated name in English marked as such', async () => {
    render('id');
    const table = await screen.findByRole('table', { name: 'Spesifikasi' });
    expect(cells(table)).toEqual([
      ['Model', 'Kecepatan spindel maks. (rpm)', 'Spindle speed range (rpm)', 'Daya spindel (kW)', 'Sistem kontrol', 'Siap bar feeder'],
      ['NL-100', '3.000', '50–4.500', '11,5', 'Fanuc', 'Ya'],
      ['NL-200', '12.000', '–tidak ada nilai', '–tidak ada nilai', 'Siemens', '–tidak ada nilai'],
    ]);
    expect(within(table).getByText('Spindle speed range')).toHaveAttribute('lang', 'en');
    expect(within(table).getByText('Kecepatan spindel maks.')).not.toHaveAttribute('lang');
    expect(screen.getByRole('region', { name: 'Spesifikasi model NL Series' })).toBeInTheDocument();
  });

  it('is not shown when the category has no attributes, or when no model of the page has a value', async () => {
    const { container } = render('en', []);
    expect(container).toBeEmptyDOMElement();
    const bare = render('en', latheAttributes, [products[2]!]);
    expect(bare.container).toBeEmptyDOMElement();
    // The same page with a model that has values: the table.
    render('en', latheAttributes, products);
    expect(screen.getByRole('table', { name: 'Specifications' })).toBeInTheDocument();
  });
});
