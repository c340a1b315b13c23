import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore, loadingHidden, loadingShown } from '@mfe/shared-ui';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  it('blocks the page while any request asked for it, until the last one ends', () => {
    const store = createAppStore();
    render(
      <Provider store={store}>
        <LoadingOverlay />
      </Provider>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(loadingShown());
      store.dispatch(loadingShown());
    });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    act(() => {
      store.dispatch(loadingHidden());
    });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => {
      store.dispatch(loadingHidden());
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
