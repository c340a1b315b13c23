import { MemoryRouter } from 'react-router-dom';
import { renderInStore } from '../../../test/renderWithProviders';
import { image, series } from '../../../test/catalogueFixtures';
import { SeriesGrid } from './SeriesGrid';

describe('the series grid’s images (issue 20)', () => {
  it('fetches one image with high priority, the rest of the first row at once, and the others when they near the viewport', () => {
    const items = Array.from({ length: 6 }, (_, index) => series(index + 1, 1, { name: `Series ${index + 1}`, image: image(index + 1) }));
    const { container } = renderInStore(
      <MemoryRouter>
        <SeriesGrid series={items} emptyTitle="None" />
      </MemoryRouter>,
    );
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority'), img.getAttribute('decoding')])).toEqual([
      ['eager', 'high', 'sync'],
      ['eager', null, 'async'],
      ['eager', null, 'async'],
      ['eager', null, 'async'],
      ['lazy', null, 'async'],
      ['lazy', null, 'async'],
    ]);
  });
});
