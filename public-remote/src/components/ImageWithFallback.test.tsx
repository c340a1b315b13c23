import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { fireEvent, screen } from '@testing-library/react';
import { createAppStore } from '@mfe/shared-ui';
import { renderInStore as render } from '../test/renderWithProviders';
import { ImageWithFallback } from './ImageWithFallback';
import { IMAGE_SLOTS } from './imageSlots';

/** The server's HTML of a component, rendered inside the one store. */
const htmlOf = (ui: ReactElement) => renderToString(<Provider store={createAppStore()}>{ui}</Provider>);

const slot = IMAGE_SLOTS.seriesCard;
/** The frame of the image of that alt text (its class says whether it is loading: the spinner is its ::before). */
const frameOf = (alt: string) => screen.getByAltText(alt).closest('.pr-image');

describe('ImageWithFallback', () => {
  it('shows a placeholder while the image loads, then the image', () => {
    render(<ImageWithFallback image="images/a.jpg" slot={slot} alt="CNC Lathes" />);
    expect(frameOf('CNC Lathes')).toHaveClass('pr-image--loading');
    fireEvent.load(screen.getByAltText('CNC Lathes'));
    expect(frameOf('CNC Lathes')).not.toHaveClass('pr-image--loading');
    expect(screen.getByAltText('CNC Lathes')).toHaveAttribute('src', '/storage/variants/images/a.jpg/w960.jpg');
  });

  it('shows the fallback icon, still named, when the image fails', () => {
    render(<ImageWithFallback image="images/broken.jpg" slot={slot} alt="CNC Lathes" />);
    fireEvent.error(screen.getByAltText('CNC Lathes'));
    expect(document.querySelector('.pr-image--loading')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'CNC Lathes (image not available)' })).toBeInTheDocument();
  });

  it('shows the fallback when the image failed before React listened (server-rendered HTML)', () => {
    // Complete without pixels: the browser's broken image, whose error event has already fired.
    const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    render(<ImageWithFallback image="images/broken.jpg" slot={slot} alt="CNC Lathes" />);
    complete.mockRestore();
    expect(screen.getByRole('img', { name: 'CNC Lathes (image not available)' })).toBeInTheDocument();
  });

  it('shows a given fallback instead of the icon', () => {
    render(<ImageWithFallback image={null} slot={slot} alt="" fallback={<span>KP</span>} />);
    expect(screen.getByText('KP')).toBeInTheDocument();
    expect(screen.queryByTestId('image-fallback')).not.toBeInTheDocument();
  });

  it("frames an image reference by its crop in the <img>'s inline style (issue 20)", () => {
    const ref = { id: 1, name: 'Portrait', image_path: 'images/p.jpg' };
    const { rerender } = render(<ImageWithFallback image={{ ...ref, focus_x: 30, focus_y: 15, fit: 'cover' }} slot={slot} alt="Portrait" />);
    const img = screen.getByAltText('Portrait');
    expect(img).toHaveAttribute('src', '/storage/variants/images/p.jpg/w960.jpg');
    expect(img.style.objectPosition).toBe('30% 15%');
    expect(img.style.objectFit).toBe('');
    // The whole picture, letterboxed: centred, whatever its focal point.
    rerender(<ImageWithFallback image={{ ...ref, focus_x: 30, focus_y: 15, fit: 'contain' }} slot={slot} alt="Portrait" />);
    expect(img.style.objectFit).toBe('contain');
    expect(img.style.objectPosition).toBe('');
    // The default crop (or a reference without one, or a bare path) leaves it to the frame's CSS.
    for (const image of [{ ...ref, focus_x: 50, focus_y: 50, fit: 'cover' as const }, ref, 'images/p.jpg']) {
      rerender(<ImageWithFallback image={image} slot={slot} alt="Portrait" />);
      expect([img.style.objectPosition, img.style.objectFit]).toEqual(['', '']);
      expect(htmlOf(<ImageWithFallback image={image} slot={slot} alt="Portrait" />)).not.toMatch(/<img [^>]*style=/);
    }
  });

  it('writes the crop into the server-rendered HTML', () => {
    const html = htmlOf(<ImageWithFallback image={{ image_path: 'images/p.jpg', focus_x: 0, focus_y: 100 }} slot={slot} alt="P" />);
    expect(html).toMatch(/<img [^>]*style="object-position:0% 100%"/);
  });

  it('shows the fallback icon at once when there is no image', () => {
    render(<ImageWithFallback image={null} slot={slot} alt="Drills" />);
    expect(screen.getByRole('img', { name: 'Drills (image not available)' })).toBeInTheDocument();
    expect(document.querySelector('.pr-image--loading')).not.toBeInTheDocument();
  });

  it('keeps a decorative image and its fallback out of the accessibility tree', () => {
    const { container } = render(<ImageWithFallback image={null} slot={slot} alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('image-fallback')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('svg')).not.toHaveAttribute('aria-label');
  });

  it('is a <picture> of the variants at the slot’s widths, AVIF and WebP first, never the master', () => {
    const { container } = render(
      <ImageWithFallback image="images/ab12.jpg" slot={IMAGE_SLOTS.typeTile} alt="Machine Tools" width={200} height={200} />,
    );
    const [avif, webp] = Array.from(container.querySelectorAll('picture source'));
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif).toHaveAttribute(
      'srcset',
      '/storage/variants/images/ab12.jpg/w320.avif 320w, /storage/variants/images/ab12.jpg/w480.avif 480w, /storage/variants/images/ab12.jpg/w640.avif 640w',
    );
    expect(avif).toHaveAttribute('sizes', '200px');
    expect(webp).toHaveAttribute('type', 'image/webp');
    const img = screen.getByAltText('Machine Tools');
    // Its own src only: the largest width in the master's format, for a browser without AVIF and WebP.
    expect(img).toHaveAttribute('src', '/storage/variants/images/ab12.jpg/w640.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(container.innerHTML).not.toMatch(/ab12\.jpg"/);
  });

  it('keeps a PNG master’s transparency in its fallback, and loads the priority image at once', () => {
    render(<ImageWithFallback image="seed/logo.png" slot={IMAGE_SLOTS.vendorLogo} alt="Logo" loading="priority" />);
    const img = screen.getByAltText('Logo');
    expect(img).toHaveAttribute('src', '/storage/variants/seed/logo.png/w160.png');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('fetches an eager image at once at the browser’s priority, decoded off the frame', () => {
    render(<ImageWithFallback image="seed/logo.png" slot={IMAGE_SLOTS.vendorLogo} alt="Logo" loading="eager" />);
    const img = screen.getByAltText('Logo');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('shows a path without variants (a demo upload’s data: URL) as it is', () => {
    const { container } = render(<ImageWithFallback image="data:image/png;base64,AAAA" slot={slot} alt="Upload" />);
    expect(screen.getByAltText('Upload')).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(screen.getByAltText('Upload')).not.toHaveAttribute('srcset');
    expect(container.querySelectorAll('source')).toHaveLength(0);
  });

  it('names the fallback icon in the page language', () => {
    render(<ImageWithFallback image={null} slot={slot} alt="Mesin Bubut CNC" />, { locale: 'id' });
    expect(screen.getByRole('img', { name: 'Mesin Bubut CNC (gambar tidak tersedia)' })).toBeInTheDocument();
  });
});
