import { fireEvent, render, screen } from '@testing-library/react';
import { ImageWithFallback } from './ImageWithFallback';

describe('ImageWithFallback', () => {
  it('shows a placeholder while the image loads, then the image', () => {
    render(<ImageWithFallback src="/storage/images/a.jpg" alt="CNC Lathes" />);
    expect(screen.getByTestId('image-placeholder')).toBeInTheDocument();
    fireEvent.load(screen.getByAltText('CNC Lathes'));
    expect(screen.queryByTestId('image-placeholder')).not.toBeInTheDocument();
    expect(screen.getByAltText('CNC Lathes')).toHaveAttribute('src', '/storage/images/a.jpg');
  });

  it('shows the fallback icon, still named, when the image fails', () => {
    render(<ImageWithFallback src="/storage/images/broken.jpg" alt="CNC Lathes" />);
    fireEvent.error(screen.getByAltText('CNC Lathes'));
    expect(screen.queryByTestId('image-placeholder')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'CNC Lathes (image not available)' })).toBeInTheDocument();
  });

  it('shows the fallback when the image failed before React listened (server-rendered HTML)', () => {
    // Complete without pixels: the browser's broken image, whose error event has already fired.
    const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    render(<ImageWithFallback src="/storage/images/broken.jpg" alt="CNC Lathes" />);
    complete.mockRestore();
    expect(screen.getByRole('img', { name: 'CNC Lathes (image not available)' })).toBeInTheDocument();
  });

  it('shows a given fallback instead of the icon', () => {
    render(<ImageWithFallback src={null} alt="" fallback={<span>KP</span>} />);
    expect(screen.getByText('KP')).toBeInTheDocument();
    expect(screen.queryByTestId('image-fallback')).not.toBeInTheDocument();
  });

  it('shows the fallback icon at once when there is no image', () => {
    render(<ImageWithFallback src={null} alt="Drills" />);
    expect(screen.getByRole('img', { name: 'Drills (image not available)' })).toBeInTheDocument();
    expect(screen.queryByTestId('image-placeholder')).not.toBeInTheDocument();
  });

  it('keeps a decorative image and its fallback out of the accessibility tree', () => {
    const { container } = render(<ImageWithFallback src={null} alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('image-fallback')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('svg')).not.toHaveAttribute('aria-label');
  });
});
