import { render, screen } from '@testing-library/react';
import { FALLBACK_TYPE_DESCRIPTION, TypeBanner } from './TypeBanner';

describe('TypeBanner', () => {
  it('shows the description, or the fallback text when it is empty or blank', () => {
    const { rerender } = render(<TypeBanner title="Drills" description="Solid carbide drills." />);
    expect(screen.getByText('Solid carbide drills.')).toBeInTheDocument();
    rerender(<TypeBanner title="Drills" description="   " />);
    expect(screen.getByText(FALLBACK_TYPE_DESCRIPTION)).toBeInTheDocument();
    rerender(<TypeBanner title="Drills" description={null} />);
    expect(screen.getByText(FALLBACK_TYPE_DESCRIPTION)).toBeInTheDocument();
  });

  it('shows a placeholder, not the fallback, while the description loads', () => {
    render(<TypeBanner title="Drills" loading />);
    expect(screen.getByRole('heading', { level: 1, name: 'Drills' })).toBeInTheDocument();
    expect(screen.queryByText(FALLBACK_TYPE_DESCRIPTION)).not.toBeInTheDocument();
  });
});
