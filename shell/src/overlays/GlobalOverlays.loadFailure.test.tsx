import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { confirmDialog, createAppStore } from '@mfe/shared-ui';
import en from '../messages/en';
import { GlobalOverlays } from './GlobalOverlays';

// The dialog's chunk cannot load (a new deployment removed it, or the connection dropped).
jest.mock('./MessageDialog', () => {
  throw new Error('ChunkLoadError: Loading chunk 366 failed');
});

it('answers a dialog whose code cannot load with its first (safe) button, and says so', async () => {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <GlobalOverlays />
    </Provider>,
  );
  let answer!: Promise<boolean>;
  await act(async () => {
    answer = confirmDialog(store.dispatch, { message: 'Delete product?' });
  });
  await expect(answer).resolves.toBe(false);
  expect(await screen.findByText(en.overlayLoadFailed)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
