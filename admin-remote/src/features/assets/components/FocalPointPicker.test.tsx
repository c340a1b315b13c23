import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImageFit } from '@mfe/catalogue-core/messages';
import { FocalPointPicker, type FocalPoint } from './FocalPointPicker';
import { inStore } from '../../../../test/renderScreen';

function Picker({ start = { x: 50, y: 50 }, fit = 'cover', onChange }: { start?: FocalPoint; fit?: ImageFit; onChange?: (p: FocalPoint) => void }) {
  const [value, setValue] = useState(start);
  return (
    <FocalPointPicker
      path="images/lathe.png"
      fit={fit}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

/** The picture's box on the page (jsdom lays nothing out). */
function placePicture(left: number, top: number, width: number, height: number) {
  jest.spyOn(screen.getByRole('slider', { name: 'Focal point' }), 'getBoundingClientRect').mockReturnValue({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
    toJSON: () => ({}),
  });
}

describe('FocalPointPicker', () => {
  it('is a labelled control that says where the point is, with the marker there', () => {
    render(<Picker start={{ x: 30, y: 70 }} />, { wrapper: inStore() });
    const slider = screen.getByRole('slider', { name: 'Focal point' });
    expect(slider).toHaveAttribute('aria-valuetext', '30 % across, 70 % down');
    expect(slider).toHaveAccessibleDescription(/arrow keys \(5 % a step\)/);
    expect(slider).toHaveAttribute('tabindex', '0');
    expect(screen.getByTestId('focal-point-values')).toHaveTextContent('Focal point: 30 % across, 70 % down');
    expect(screen.getByTestId('focal-point-marker')).toHaveStyle({ left: '30%', top: '70%' });
    // The picture through its variants, never the master.
    expect(slider.querySelector('img')).toHaveAttribute('src', '/storage/variants/images/lathe.png/w960.png');
  });

  it('sets the point where the picture is clicked, in whole percent', () => {
    const onChange = jest.fn();
    render(<Picker onChange={onChange} />, { wrapper: inStore() });
    placePicture(100, 50, 400, 300);
    fireEvent.click(screen.getByRole('slider', { name: 'Focal point' }), { clientX: 201, clientY: 110 });
    expect(onChange).toHaveBeenLastCalledWith({ x: 25, y: 20 });
    expect(screen.getByTestId('focal-point-marker')).toHaveStyle({ left: '25%', top: '20%' });
    // Off the edge (the marker's own border): held to 0–100.
    fireEvent.click(screen.getByRole('slider', { name: 'Focal point' }), { clientX: 520, clientY: 40 });
    expect(onChange).toHaveBeenLastCalledWith({ x: 100, y: 0 });
  });

  it('moves the point by 5 % with the arrow keys, never past the edges', async () => {
    const onChange = jest.fn();
    render(<Picker start={{ x: 50, y: 3 }} onChange={onChange} />, { wrapper: inStore() });
    const slider = screen.getByRole('slider', { name: 'Focal point' });
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuetext', '40 % across, 3 % down');
    await userEvent.keyboard('{ArrowUp}');
    expect(slider).toHaveAttribute('aria-valuetext', '40 % across, 0 % down');
    onChange.mockClear();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(screen.getByTestId('focal-point-values')).toHaveTextContent('Focal point: 45 % across, 5 % down');
    await userEvent.click(screen.getByRole('button', { name: 'Centre' }));
    expect(slider).toHaveAttribute('aria-valuetext', '50 % across, 50 % down');
    expect(screen.getByRole('button', { name: 'Centre' })).toBeDisabled();
  });

  it('previews a 4:3 card: cropped around the point, or the whole picture', () => {
    const { rerender } = render(<FocalPointPicker path="images/lathe.png" fit="cover" value={{ x: 20, y: 80 }} />, { wrapper: inStore() });
    const frame = screen.getByTestId('focal-point-frame');
    expect(frame).toHaveStyle({ objectFit: 'cover', objectPosition: '20% 80%', width: '160px', height: '120px' });
    rerender(<FocalPointPicker path="images/lathe.png" fit="contain" value={{ x: 20, y: 80 }} />);
    expect(frame).toHaveStyle({ objectFit: 'contain' });
    expect(frame.style.objectPosition).toBe('');
    expect(screen.getByText(/nothing is cropped/)).toBeInTheDocument();
  });
});
