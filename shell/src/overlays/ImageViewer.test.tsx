import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore, imageViewerOpened } from '@mfe/shared-ui';
import { ImageViewer } from './ImageViewer';

function renderViewer() {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <ImageViewer />
    </Provider>,
  );
  return store;
}

describe('ImageViewer', () => {
  it('shows nothing while closed', () => {
    renderViewer();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Image not available' when there is no image", () => {
    const store = renderViewer();
    act(() => {
      store.dispatch(imageViewerOpened({ src: null, alt: 'Lathe' }));
    });
    expect(screen.getByText('Image not available')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows the image, and 'Image not available' once it fails to load", () => {
    const store = renderViewer();
    act(() => {
      store.dispatch(imageViewerOpened({ src: '/storage/images/a.png', alt: 'Lathe' }));
    });
    const image = screen.getByRole('img', { name: 'Lathe' });
    fireEvent.error(image);
    expect(screen.getByText('Image not available')).toBeInTheDocument();
  });

  it('closes on Escape and on the close button', async () => {
    const store = renderViewer();
    act(() => {
      store.dispatch(imageViewerOpened({ src: null }));
    });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(imageViewerOpened({ src: null }));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close image' }));
    expect(store.getState().overlays.imageViewer.open).toBe(false);
  });
});
