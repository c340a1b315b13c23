import { screen } from '@testing-library/react';
import type { Locale } from '@mfe/shared-ui';
import { renderInStore } from '../../../test/renderWithProviders';
import en from '../../../messages/en';
import id from '../../../messages/id';
import { TypeBanner } from './TypeBanner';

function renderIn(locale: Locale, ui: Parameters<typeof TypeBanner>[0]) {
  return renderInStore(<TypeBanner {...ui} />, { locale });
}

describe('TypeBanner', () => {
  it('shows the description, or the fallback text when it is empty or blank', () => {
    const { unmount } = renderIn('en', { title: { text: 'Drills' }, description: { text: 'Solid carbide drills.' } });
    expect(screen.getByText('Solid carbide drills.')).toBeInTheDocument();
    unmount();
    const blank = renderIn('en', { title: { text: 'Drills' }, description: { text: '   ' } });
    expect(screen.getByText(en.fallbackTypeDescription)).toBeInTheDocument();
    blank.unmount();
    renderIn('en', { title: { text: 'Drills' }, description: null });
    expect(screen.getByText(en.fallbackTypeDescription)).toBeInTheDocument();
  });

  it('shows a placeholder, not the fallback, while the description loads', () => {
    renderIn('en', { title: { text: 'Drills' }, loading: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Drills' })).toBeInTheDocument();
    expect(screen.queryByText(en.fallbackTypeDescription)).not.toBeInTheDocument();
  });

  it('marks a text that fell back to English on an Indonesian page', () => {
    renderIn('id', { title: { text: 'Drills', lang: 'en' }, description: { text: 'Solid carbide drills.', lang: 'en' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Drills' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Solid carbide drills.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(id.products)).toBeInTheDocument();
  });
});
