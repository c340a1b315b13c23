import { screen, within } from '@testing-library/react';
import { renderInStore } from '../../../test/renderWithProviders';
import { MemoryRouter } from 'react-router-dom';
import { SeriesCard, type CardSpec } from './SeriesCard';
import { image, series } from '../../../test/catalogueFixtures';

function renderCard(overrides: Parameters<typeof series>[2] = {}, specs: CardSpec[] = [], locale: 'en' | 'id' = 'en') {
  return renderInStore(
    <MemoryRouter>
      <ul>
        <SeriesCard series={series(7, 1, { name: 'NL Series', ...overrides })} specs={specs} />
      </ul>
    </MemoryRouter>,
    { locale },
  );
}

/** The card's specifications as read: each term with its value. */
const specsShown = (container: HTMLElement) =>
  [...container.querySelectorAll('.pr-series-card__specs > div')].map(
    (row) => `${row.querySelector('dt')!.textContent}: ${row.querySelector('dd')!.textContent}`,
  );

const cardSpecs: CardSpec[] = [
  {
    attribute: { id: 1, name: 'Max. spindle speed', name_id: 'Kecepatan spindel maks.', type: 'number', unit: 'rpm' },
    value: { attribute_id: 1, min: 3500, max: 12000, texts: [] },
  },
  { attribute: { id: 2, name: 'Swing', name_id: null, type: 'range', unit: 'mm' }, value: { attribute_id: 2, min: 500, max: 500, texts: [] } },
  {
    attribute: { id: 3, name: 'Control', name_id: 'Kontrol', type: 'option', unit: null },
    value: { attribute_id: 3, min: null, max: null, texts: ['Fanuc', 'Siemens', 'Mitsubishi', 'Heidenhain'] },
  },
  {
    attribute: { id: 4, name: 'Bar feeder ready', name_id: null, type: 'boolean', unit: null },
    value: { attribute_id: 4, min: null, max: null, texts: ['true', 'false'] },
  },
  { attribute: { id: 5, name: 'Coolant', name_id: null, type: 'boolean', unit: null }, value: { attribute_id: 5, min: null, max: null, texts: [] } },
];

const brochureName = 'NL Series View brochure (PDF, opens in a new tab)';

describe('SeriesCard', () => {
  it('lists the specifications its category shows on cards, outside its links, in the page’s language (issue 24)', () => {
    const { container, unmount } = renderCard({}, cardSpecs);
    expect(specsShown(container)).toEqual([
      'Max. spindle speed: 3,500–12,000 rpm',
      'Swing: 500 mm',
      'Control: Fanuc, Siemens, Mitsubishi, …',
      'Bar feeder ready: Yes / No',
    ]);
    expect(container.querySelector('.pr-series-card__specs')!.closest('a')).toBeNull();
    unmount();
    const id = renderCard({}, cardSpecs, 'id');
    expect(specsShown(id.container)).toEqual([
      'Kecepatan spindel maks.: 3.500–12.000 rpm',
      'Swing: 500 mm',
      'Kontrol: Fanuc, Siemens, Mitsubishi, …',
      'Bar feeder ready: Ya / Tidak',
    ]);
    // A name without its Indonesian text is marked as English.
    expect(screen.getByText('Swing')).toHaveAttribute('lang', 'en');
    id.unmount();
    expect(renderCard().container.querySelector('.pr-series-card__specs')).toBeNull();
  });

  it('frames its image by the image’s crop, with or without a brochure (issue 20)', () => {
    const { container, unmount } = renderCard({ image: { ...image(107), focus_x: 25, focus_y: 0, fit: 'cover' } });
    expect(container.querySelector<HTMLImageElement>('.pr-card__image img')!.style.objectPosition).toBe('25% 0%');
    unmount();
    renderCard({ no_pdf: true, pdf: null, pdf_id: null, image: { ...image(107), focus_x: 25, focus_y: 0, fit: 'contain' } });
    expect(screen.getByRole('img', { name: 'NL Series' }).style.objectFit).toBe('contain');
  });

  it('links to the brochure in a new tab, telling screen readers so', () => {
    renderCard();
    const link = screen.getByRole('link', { name: brochureName });
    expect(link).toHaveAttribute('href', '/storage/files/brochure-7.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText('PDF Not Available')).not.toBeInTheDocument();
  });

  it('is a plain card with the red tag when the series is flagged no_pdf', () => {
    renderCard({ no_pdf: true, pdf: null, pdf_id: null });
    const card = screen.getByRole('article');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('NL Series');
    expect(within(card).getByText('PDF Not Available')).toHaveClass('pr-tag', 'pr-tag--danger');
    expect(within(card).getByRole('img', { name: 'NL Series' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/product/series/7']);
  });

  it('is not a link to a brochure when the file is missing even though no_pdf is false', () => {
    renderCard({ pdf: null });
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/product/series/7']);
    expect(screen.getByText('PDF Not Available')).toBeInTheDocument();
  });

  it('links to the series page with its models count, beside (not inside) the brochure link', () => {
    renderCard({ product_count: 3 });
    const models = screen.getByRole('link', { name: 'NL Series: 3 models' });
    expect(models).toHaveAttribute('href', '/product/series/7');
    const brochure = screen.getByRole('link', { name: brochureName });
    expect(brochure).not.toContainElement(models);
    expect(models.closest('li')).toBe(brochure.closest('li'));
  });

  it.each([
    [1, '1 model'],
    [0, 'No models yet'],
  ])('says %i models as “%s”', (count, label) => {
    renderCard({ product_count: count, no_pdf: true, pdf: null, pdf_id: null });
    expect(screen.getByRole('link', { name: `NL Series: ${label}` })).toHaveAttribute('href', '/product/series/7');
  });
});
