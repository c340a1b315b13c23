import { nanoid, type Dispatch } from '@reduxjs/toolkit';
import { MOBILE_BREAKPOINT_PX, SNACKBAR_TIMEOUT_MS } from '../site/constants';
import {
  SNACKBAR_STATUSES,
  dialogClosed,
  dialogOpened,
  snackbarAdded,
  snackbarRemoved,
  type MessageDialogEntry,
  type SnackbarOptions,
  type SnackbarStatus,
} from './overlaysSlice';

// The rules of the overlays (spec §4, §5, §9) as plain functions of dispatch, so that hooks, the
// api's base query and tests all use the same ones.

/** Callbacks of open dialogs' buttons, by id: functions do not belong in the store. */
const dialogCallbacks = new Map<string, () => void | Promise<void>>();

/** Running timeouts of the snackbars on screen, by id: paused while one is hovered or focused. */
const snackbarTimers = new Map<string, { remaining: number; startedAt: number; handle?: ReturnType<typeof setTimeout>; dispatch: Dispatch }>();

function runSnackbarTimer(id: string) {
  const timer = snackbarTimers.get(id);
  if (!timer || timer.handle !== undefined) return;
  timer.startedAt = Date.now();
  timer.handle = setTimeout(() => dismissSnackbar(timer.dispatch, id), Math.max(0, timer.remaining));
}

export function showSnackbar(dispatch: Dispatch, status: string, message: string, options: SnackbarOptions = {}): string | null {
  if (!(SNACKBAR_STATUSES as readonly string[]).includes(status)) {
    console.error(`Snackbar status must be one of ${SNACKBAR_STATUSES.join(', ')}; got "${status}"`);
    return null;
  }
  const replace = typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT_PX;
  const action = dispatch(snackbarAdded({ status: status as SnackbarStatus, message, replace, ...options }));
  const id = action.payload.id;
  if (!options.persistent) {
    snackbarTimers.set(id, { remaining: SNACKBAR_TIMEOUT_MS, startedAt: 0, dispatch });
    runSnackbarTimer(id);
  }
  return id;
}

/** Removes a snackbar now (its close button, Escape, or its timeout). */
export function dismissSnackbar(dispatch: Dispatch, id: string): void {
  const timer = snackbarTimers.get(id);
  if (timer?.handle !== undefined) clearTimeout(timer.handle);
  snackbarTimers.delete(id);
  dispatch(snackbarRemoved(id));
}

/** Stops a snackbar's timeout while the user reads it (hovered or focused); the time left is kept. */
export function pauseSnackbar(id: string): void {
  const timer = snackbarTimers.get(id);
  if (!timer || timer.handle === undefined) return;
  clearTimeout(timer.handle);
  timer.handle = undefined;
  timer.remaining -= Date.now() - timer.startedAt;
}

/** Runs a paused snackbar's timeout again for the time it had left. */
export function resumeSnackbar(id: string): void {
  runSnackbarTimer(id);
}

export interface DialogButtonSpec {
  text: string;
  color?: string;
  textColor?: string;
  action?: () => void | Promise<void>;
}

export interface MessageDialogSpec extends Omit<MessageDialogEntry, 'id' | 'buttons'> {
  /** Defaults to a single 'Okay' that closes the dialog. */
  buttons?: DialogButtonSpec[];
}

export function openMessageDialog(dispatch: Dispatch, spec: MessageDialogSpec): string {
  const id = nanoid();
  const buttons = (spec.buttons?.length ? spec.buttons : [{ text: 'Okay' }]).map(({ action, ...button }) => {
    if (!action) return button;
    const actionId = nanoid();
    dialogCallbacks.set(actionId, action);
    return { ...button, actionId };
  });
  dispatch(dialogOpened({ ...spec, id, buttons }));
  return id;
}

/** Runs a button's action, then closes its dialog (spec §4: closes after the action runs). */
export async function pressDialogButton(dispatch: Dispatch, dialog: MessageDialogEntry, actionId?: string): Promise<void> {
  const callback = actionId ? dialogCallbacks.get(actionId) : undefined;
  try {
    await callback?.();
  } finally {
    for (const button of dialog.buttons) if (button.actionId) dialogCallbacks.delete(button.actionId);
    dispatch(dialogClosed(dialog.id));
  }
}

/** A Yes/Cancel question; resolves true when confirmed. */
export function confirmDialog(
  dispatch: Dispatch,
  spec: Omit<MessageDialogSpec, 'buttons'> & { confirmText?: string; cancelText?: string },
): Promise<boolean> {
  return new Promise((resolve) => {
    const { confirmText = 'Yes', cancelText = 'Cancel', ...rest } = spec;
    openMessageDialog(dispatch, {
      icon: 'question',
      ...rest,
      buttons: [
        { text: cancelText, action: () => resolve(false) },
        { text: confirmText, color: '#d32f2f', textColor: '#fff', action: () => resolve(true) },
      ],
    });
  });
}
