import { fireEvent, screen } from '@testing-library/react';
import { VendorRow } from './VendorRow';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { renderOnServerThenHydrate } from '../../../test/serverRender';
import { vendor } from '../../../test/catalogueFixtures';

const kanto = vendor(11, 2, [], { name: 'Kanto Precision Machinery' });

describe('VendorRow', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the vendor’s initials, never a broken image, when its logo fails to load', () => {
    const { container } = renderWithProviders(<VendorRow typeName="Machine Tools" vendor={kanto} />, { url: '/', path: '/' });
    fireEvent.error(container.querySelector('.pr-vendor__logo img')!);
    expect(container.querySelector('.pr-vendor__logo img')).toBeNull();
    expect(screen.getByTestId('vendor-initials')).toHaveTextContent('KP');
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
