import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { confirmDialog, createAppStore, imageViewerOpened, selectImageViewer } from '@mfe/shared-ui';
import { GlobalOverlays } from './GlobalOverlays';

function renderOverlays() {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <GlobalOverlays />
    </Provider>,
  );
  return store;
}

describe('GlobalOverlays', () => {
  it('loads the message dialog when one opens, and answers it', async () => {
    const store = renderOverlays();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirmDialog(store.dispatch, { message: 'Delete product?' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('loads the image viewer when it opens', async () => {
    const store = renderOverlays();
    act(() => {
      store.dispatch(imageViewerOpened({ src: null, alt: 'Lathe' }));
    });
    expect(await screen.findByRole('dialog', { name: 'Lathe' })).toHaveTextContent('Image not available');
    await userEvent.keyboard('{Escape}');
    expect(selectImageViewer(store.getState()).open).toBe(false);
  });
});
