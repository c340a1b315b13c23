import { fireEvent, screen } from '@testing-library/react';
import { VendorRow } from './VendorRow';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { renderOnServerThenHydrate } from '../../../test/serverRender';
import { category, image, series, vendor } from '../../../test/catalogueFixtures';

const kanto = vendor(11, 2, [], { name: 'Kanto Precision Machinery' });

describe('VendorRow', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the vendor’s initials, never a broken image, when its logo fails to load', () => {
    const { container } = renderWithProviders(<VendorRow typeName="Machine Tools" vendor={kanto} />, { url: '/', path: '/' });
    fireEvent.error(container.querySelector('.pr-vendor__logo img')!);
    expect(container.querySelector('.pr-vendor__logo img')).toBeNull();
    expect(screen.getByTestId('vendor-initials')).toHaveTextContent('KP');
  });

  it('frames its logo and its category cards by the images’ crops (issue 20)', () => {
    const portrait = { ...image(102), focus_x: 40, focus_y: 20, fit: 'cover' as const };
    const cropped = vendor(11, 2, [category(101, 11, [series(1, 101, { image: portrait })])], {
      name: 'Kanto Precision Machinery',
      image: { ...image(211), focus_x: 50, focus_y: 50, fit: 'contain' },
    });
    const { container } = renderWithProviders(<VendorRow typeName="Machine Tools" vendor={cropped} />, { url: '/', path: '/' });
    expect(container.querySelector<HTMLImageElement>('.pr-vendor__logo img')!.style.objectFit).toBe('contain');
    expect(container.querySelector<HTMLImageElement>('.pr-card__image img')!.style.objectPosition).toBe('40% 20%');
  });

  it('shows the initials without a logo', () => {
    renderWithProviders(<VendorRow typeName="Machine Tools" vendor={{ ...kanto, image: null, image_id: null }} />, { url: '/', path: '/' });
    expect(screen.getByTestId('vendor-initials')).toHaveTextContent('KP');
  });

  it('shows the initials after hydration when the server-rendered logo failed before the scripts ran', async () => {
    // The browser's verdict on the server's <img>: done, without pixels (a 404). Its error event
    // fired before React listened.
    jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const result = await renderOnServerThenHydrate(<VendorRow typeName="Machine Tools" vendor={kanto} />, { url: '/', path: '/' });
    expect(result.html).toContain('<img');
    expect(result.container.querySelector('.pr-vendor__logo img')).toBeNull();
    expect(result.container.querySelector('[data-testid="vendor-initials"]')).toHaveTextContent('KP');
    result.unmount();
  });
});
