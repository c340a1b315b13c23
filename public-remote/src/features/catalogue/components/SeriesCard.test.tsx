import { render, screen, within } from '@testing-library/react';
import { SeriesCard } from './SeriesCard';
import { series } from '../../../test/catalogueFixtures';

function renderCard(overrides: Parameters<typeof series>[2] = {}) {
  return render(
    <ul>
      <SeriesCard series={series(7, 1, { name: 'NL Series', ...overrides })} />
    </ul>,
  );
}

describe('SeriesCard', () => {
  it('links to the brochure in a new tab, telling screen readers so', () => {
    renderCard();
    const link = screen.getByRole('link', { name: 'NL Series View brochure (PDF, opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/storage/files/brochure-7.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText('PDF Not Available')).not.toBeInTheDocument();
  });

  it('is a plain card with the red tag when the series is flagged no_pdf', () => {
    renderCard({ no_pdf: true, pdf: null, pdf_id: null });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('NL Series');
    expect(within(card).getByText('PDF Not Available')).toHaveClass('pr-tag', 'pr-tag--danger');
    expect(within(card).getByRole('img', { name: 'NL Series' })).toBeInTheDocument();
  });

  it('is not a link when the brochure file is missing even though no_pdf is false', () => {
    renderCard({ pdf: null });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('PDF Not Available')).toBeInTheDocument();
  });
});
