import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore, showSnackbar } from '@mfe/shared-ui';
import { SnackbarStack } from './SnackbarStack';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderStack() {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/admin/manufacture-type']}>
        <SnackbarStack />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const LONG =
  'Failed to delete manufacture type: Cannot delete manufacture type: it still has 2 vendors, and this sentence goes on well past two lines of a 360 px snackbar';

describe('SnackbarStack', () => {
  beforeEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 }));

  it('stacks snackbars newest lowest', () => {
    const store = renderStack();
    act(() => {
      showSnackbar(store.dispatch, 'success', 'First');
      showSnackbar(store.dispatch, 'warning', 'Second');
    });
    const [first, second] = screen.getAllByText(/First|Second/).map((text) => text.closest('.snackbar') as HTMLElement);
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(second).toHaveAttribute('data-status', 'warning');
  });

  it('shows the whole message, not clamped', () => {
    const store = renderStack();
    act(() => {
      showSnackbar(store.dispatch, 'error', LONG);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(LONG);
  });

  it('waits while hovered or focused and leaves 3000 ms of unheld time after it appeared', () => {
    jest.useFakeTimers();
    const store = renderStack();
    act(() => {
      showSnackbar(store.dispatch, 'error', 'Read me');
    });
    const snackbar = screen.getByRole('alert');
    act(() => jest.advanceTimersByTime(2000));
    fireEvent.mouseEnter(snackbar);
    act(() => jest.advanceTimersByTime(10_000));
    fireEvent.focus(screen.getByRole('button', { name: 'Close notification' }));
    fireEvent.mouseLeave(snackbar);
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByText('Read me')).toBeInTheDocument();
    fireEvent.blur(screen.getByRole('button', { name: 'Close notification' }));
    act(() => jest.advanceTimersByTime(999));
    expect(screen.getByText('Read me')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Read me')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('keeps a persistent error until it is closed, by its button or Escape', async () => {
    jest.useFakeTimers();
    const store = renderStack();
    act(() => {
      showSnackbar(store.dispatch, 'error', 'Blocked one', { persistent: true });
      showSnackbar(store.dispatch, 'error', 'Blocked two', { persistent: true });
    });
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByText('Blocked two')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('offers its links inside the app and closes when one is followed', async () => {
    const store = renderStack();
    act(() => {
      showSnackbar(store.dispatch, 'error', 'Cannot delete', { persistent: true, links: [{ label: 'Okuma', to: '/admin/vendor/detail/2' }] });
    });
    await userEvent.click(screen.getByRole('link', { name: 'Okuma' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/vendor/detail/2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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
