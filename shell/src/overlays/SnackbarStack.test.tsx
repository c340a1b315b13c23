import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore, showSnackbar } from '@mfe/shared-ui';
import { SnackbarStack } from './SnackbarStack';

function renderStack() {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <SnackbarStack />
    </Provider>,
  );
  return store;
}

describe('SnackbarStack', () => {
  beforeEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 }));

  it('stacks snackbars 60 px apart, newest lowest', () => {
    const store = renderStack();
    act(() => {
      showSnackbar(store.dispatch, 'success', 'First');
      showSnackbar(store.dispatch, 'warning', 'Second');
    });
    const [first, second] = screen.getAllByText(/First|Second/).map((text) => text.closest('.snackbar') as HTMLElement);
    expect(first.style.top).toBe('0px');
    expect(second.style.top).toBe('60px');
    expect(second).toHaveAttribute('data-status', 'warning');
  });

  it('uses an alert role for failures so screen readers announce them', () => {
    const store = renderStack();
    act(() => {
      showSnackbar(store.dispatch, 'error', 'Broke');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Broke');
  });

  it('removes a snackbar when its close button is clicked', async () => {
    const store = renderStack();
    act(() => {
      showSnackbar(store.dispatch, 'success', 'Saved');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('removes a snackbar by itself after 3000 ms', () => {
    jest.useFakeTimers();
    const store = renderStack();
    act(() => {
      showSnackbar(store.dispatch, 'success', 'Saved');
    });
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
