import { configureStore } from '@reduxjs/toolkit';
import { confirmDialog, dismissSnackbar, openMessageDialog, pauseSnackbar, pressDialogButton, resumeSnackbar, showSnackbar } from './overlayActions';
import { overlaysSlice, selectActiveDialog } from './overlaysSlice';

function store() {
  return configureStore({ reducer: { overlays: overlaysSlice.reducer } });
}
function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('showSnackbar (spec §4, §5, §9)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setWidth(1280);
  });
  afterEach(() => jest.useRealTimers());

  it.each(['success', 'danger', 'error', 'warning'])('accepts the %s status', (status) => {
    const s = store();
    expect(showSnackbar(s.dispatch, status, 'Hi')).toEqual(expect.any(String));
    expect(s.getState().overlays.snackbars).toEqual([expect.objectContaining({ status, message: 'Hi' })]);
  });

  it('logs a console error and shows nothing for any other status', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const s = store();
    expect(showSnackbar(s.dispatch, 'info', 'Hi')).toBeNull();
    expect(s.getState().overlays.snackbars).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('got "info"'));
    error.mockRestore();
  });

  it('removes each snackbar 3000 ms after it appeared', () => {
    const s = store();
    showSnackbar(s.dispatch, 'success', 'One');
    jest.advanceTimersByTime(1000);
    showSnackbar(s.dispatch, 'success', 'Two');
    jest.advanceTimersByTime(1999);
    expect(s.getState().overlays.snackbars.map((b) => b.message)).toEqual(['One', 'Two']);
    jest.advanceTimersByTime(1);
    expect(s.getState().overlays.snackbars.map((b) => b.message)).toEqual(['Two']);
    jest.advanceTimersByTime(1000);
    expect(s.getState().overlays.snackbars).toEqual([]);
  });

  it('pauses the timeout while paused and runs the time left on resume', () => {
    const s = store();
    const id = showSnackbar(s.dispatch, 'success', 'Read me')!;
    jest.advanceTimersByTime(2000);
    pauseSnackbar(id);
    jest.advanceTimersByTime(10_000);
    expect(s.getState().overlays.snackbars).toHaveLength(1);
    resumeSnackbar(id);
    jest.advanceTimersByTime(999);
    expect(s.getState().overlays.snackbars).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(s.getState().overlays.snackbars).toEqual([]);
  });

  it('keeps a persistent snackbar until it is dismissed, with its links', () => {
    const s = store();
    const links = [{ label: 'Okuma', to: '/admin/vendor/detail/2' }];
    const id = showSnackbar(s.dispatch, 'error', 'Cannot delete', { persistent: true, links })!;
    jest.advanceTimersByTime(60_000);
    expect(s.getState().overlays.snackbars).toEqual([expect.objectContaining({ persistent: true, links })]);
    dismissSnackbar(s.dispatch, id);
    expect(s.getState().overlays.snackbars).toEqual([]);
  });

  it('stacks on wide screens and replaces the existing ones below 960 px', () => {
    const s = store();
    showSnackbar(s.dispatch, 'success', 'One');
    showSnackbar(s.dispatch, 'success', 'Two');
    expect(s.getState().overlays.snackbars).toHaveLength(2);
    setWidth(959);
    showSnackbar(s.dispatch, 'error', 'Three');
    expect(s.getState().overlays.snackbars.map((b) => b.message)).toEqual(['Three']);
  });

  it('stacks at exactly 960 px', () => {
    setWidth(960);
    const s = store();
    showSnackbar(s.dispatch, 'success', 'One');
    showSnackbar(s.dispatch, 'success', 'Two');
    expect(s.getState().overlays.snackbars).toHaveLength(2);
  });
});

describe('message dialog', () => {
  it("defaults to a single 'Okay' button", () => {
    const s = store();
    openMessageDialog(s.dispatch, { message: 'Saved' });
    expect(selectActiveDialog(s.getState())?.buttons).toEqual([{ text: 'Okay' }]);
  });

  it("runs the pressed button's action, then closes", async () => {
    const s = store();
    const order: string[] = [];
    openMessageDialog(s.dispatch, {
      message: 'Delete?',
      buttons: [{ text: 'Delete', action: async () => void order.push(`action while open: ${Boolean(selectActiveDialog(s.getState()))}`) }],
    });
    const dialog = selectActiveDialog(s.getState())!;
    await pressDialogButton(s.dispatch, dialog, dialog.buttons[0].actionId);
    order.push(`open after: ${Boolean(selectActiveDialog(s.getState()))}`);
    expect(order).toEqual(['action while open: true', 'open after: false']);
  });

  it('closes even when the action fails', async () => {
    const s = store();
    openMessageDialog(s.dispatch, { message: 'X', buttons: [{ text: 'Go', action: () => Promise.reject(new Error('no')) }] });
    const dialog = selectActiveDialog(s.getState())!;
    await expect(pressDialogButton(s.dispatch, dialog, dialog.buttons[0].actionId)).rejects.toThrow('no');
    expect(selectActiveDialog(s.getState())).toBeNull();
  });

  it('confirm resolves true on Yes and false on Cancel', async () => {
    const s = store();
    const yes = confirmDialog(s.dispatch, { message: 'Delete?' });
    let dialog = selectActiveDialog(s.getState())!;
    expect(dialog.buttons.map((b) => b.text)).toEqual(['Cancel', 'Yes']);
    await pressDialogButton(s.dispatch, dialog, dialog.buttons[1].actionId);
    await expect(yes).resolves.toBe(true);

    const no = confirmDialog(s.dispatch, { message: 'Delete?', confirmText: 'Delete' });
    dialog = selectActiveDialog(s.getState())!;
    await pressDialogButton(s.dispatch, dialog, dialog.buttons[0].actionId);
    await expect(no).resolves.toBe(false);
  });
});
