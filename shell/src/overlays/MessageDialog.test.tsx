import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { confirmDialog, createAppStore, openMessageDialog } from '@mfe/shared-ui';
import { MessageDialog } from './MessageDialog';

function renderDialog() {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <button type="button">Behind</button>
      <MessageDialog />
    </Provider>,
  );
  return store;
}

describe('MessageDialog', () => {
  it('shows title, description and a single Okay by default, focused, and closes on it', async () => {
    const store = renderDialog();
    act(() => {
      openMessageDialog(store.dispatch, { message: 'Saved', description: 'All good', icon: 'success' });
    });
    const dialog = screen.getByRole('dialog', { name: 'Saved' });
    expect(dialog).toHaveAccessibleDescription('All good');
    const okay = screen.getByRole('button', { name: 'Okay' });
    expect(screen.getAllByRole('button', { name: /./ })).toHaveLength(2);
    expect(okay).toHaveFocus();
    await userEvent.click(okay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("runs a button's action, then closes", async () => {
    const store = renderDialog();
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirmDialog(store.dispatch, { message: 'Delete product?' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('presses the first button on Escape', async () => {
    const store = renderDialog();
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirmDialog(store.dispatch, { message: 'Delete product?' });
    });
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const store = renderDialog();
    act(() => {
      void confirmDialog(store.dispatch, { message: 'Delete product?' });
    });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('shows queued dialogs one after another', async () => {
    const store = renderDialog();
    act(() => {
      openMessageDialog(store.dispatch, { message: 'First' });
      openMessageDialog(store.dispatch, { message: 'Second' });
    });
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Okay' }));
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
  });
});
