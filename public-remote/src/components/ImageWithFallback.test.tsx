import { fireEvent, render, screen } from '@testing-library/react';
import { ImageWithFallback } from './ImageWithFallback';
import { IMAGE_SLOTS } from './imageSlots';

const slot = IMAGE_SLOTS.seriesCard;

describe('ImageWithFallback', () => {
  it('shows a placeholder while the image loads, then the image', () => {
    render(<ImageWithFallback image="images/a.jpg" slot={slot} alt="CNC Lathes" />);
    expect(screen.getByTestId('image-placeholder')).toBeInTheDocument();
    fireEvent.load(screen.getByAltText('CNC Lathes'));
    expect(screen.queryByTestId('image-placeholder')).not.toBeInTheDocument();
    expect(screen.getByAltText('CNC Lathes')).toHaveAttribute('src', '/storage/variants/images/a.jpg/w1200.jpg');
  });

  it('shows the fallback icon, still named, when the image fails', () => {
    render(<ImageWithFallback image="images/broken.jpg" slot={slot} alt="CNC Lathes" />);
    fireEvent.error(screen.getByAltText('CNC Lathes'));
    expect(screen.queryByTestId('image-placeholder')).not.toBeInTheDocument();
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

  it('shows the fallback icon at once when there is no image', () => {
    render(<ImageWithFallback image={null} slot={slot} alt="Drills" />);
    expect(screen.getByRole('img', { name: 'Drills (image not available)' })).toBeInTheDocument();
    expect(screen.queryByTestId('image-placeholder')).not.toBeInTheDocument();
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
    expect(img).toHaveAttribute(
      'srcset',
      '/storage/variants/images/ab12.jpg/w320.jpg 320w, /storage/variants/images/ab12.jpg/w480.jpg 480w, /storage/variants/images/ab12.jpg/w640.jpg 640w',
    );
    expect(img).toHaveAttribute('sizes', '200px');
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(container.innerHTML).not.toMatch(/ab12\.jpg"/);
  });

  it('keeps a PNG master’s transparency in its fallback, and loads the priority image at once', () => {
    render(<ImageWithFallback image="seed/logo.png" slot={IMAGE_SLOTS.vendorLogo} alt="Logo" priority />);
    const img = screen.getByAltText('Logo');
    expect(img).toHaveAttribute('src', '/storage/variants/seed/logo.png/w320.png');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows a path without variants (a demo upload’s data: URL) as it is', () => {
    const { container } = render(<ImageWithFallback image="data:image/png;base64,AAAA" slot={slot} alt="Upload" />);
    expect(screen.getByAltText('Upload')).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(screen.getByAltText('Upload')).not.toHaveAttribute('srcset');
    expect(container.querySelectorAll('source')).toHaveLength(0);
  });
});
