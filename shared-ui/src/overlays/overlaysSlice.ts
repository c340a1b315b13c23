import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

// The global overlays of spec §2/§4/§9. The shell renders them from this state; remotes open them
// through the hooks in ./hooks. Button callbacks are kept out of the store (see ./dialogActions).

export const SNACKBAR_STATUSES = ['success', 'danger', 'error', 'warning'] as const;
export type SnackbarStatus = (typeof SNACKBAR_STATUSES)[number];

/** A link a snackbar offers (e.g. to a record that blocks a delete); `to` is an app path. */
export interface SnackbarLink {
  label: string;
  to: string;
}

export interface SnackbarOptions {
  /** Stays until dismissed (no timeout): an error that blocks a save or a delete. */
  persistent?: boolean;
  links?: SnackbarLink[];
}

export interface Snackbar extends SnackbarOptions {
  id: string;
  status: SnackbarStatus;
  message: string;
}

export interface DialogButton {
  /** Key of the callback registered in dialogActions; absent for a button that only closes. */
  actionId?: string;
  text: string;
  color?: string;
  textColor?: string;
}

export interface MessageDialogEntry {
  id: string;
  message: string;
  description?: string;
  icon?: 'info' | 'success' | 'warning' | 'error' | 'question';
  iconColor?: string;
  buttons: DialogButton[];
}

export interface ImageViewerState {
  open: boolean;
  src: string | null;
  alt: string;
}

export interface OverlaysState {
  /** Open loading requests; the spinner shows while this is above zero. */
  loadingCount: number;
  snackbars: Snackbar[];
  /** The dialog on screen is the first; later ones wait their turn. */
  dialogs: MessageDialogEntry[];
  imageViewer: ImageViewerState;
}

const initialState: OverlaysState = {
  loadingCount: 0,
  snackbars: [],
  dialogs: [],
  imageViewer: { open: false, src: null, alt: '' },
};

export const overlaysSlice = createSlice({
  name: 'overlays',
  initialState,
  reducers: {
    loadingShown: (state) => {
      state.loadingCount += 1;
    },
    loadingHidden: (state) => {
      state.loadingCount = Math.max(0, state.loadingCount - 1);
    },
    snackbarAdded: {
      reducer: (state, action: PayloadAction<Snackbar & { replace: boolean }>) => {
        const { replace, ...snackbar } = action.payload;
        state.snackbars = replace ? [snackbar] : [...state.snackbars, snackbar];
      },
      prepare: (payload: { status: SnackbarStatus; message: string; replace: boolean } & SnackbarOptions) => ({
        payload: { id: nanoid(), ...payload },
      }),
    },
    snackbarRemoved: (state, action: PayloadAction<string>) => {
      state.snackbars = state.snackbars.filter((s) => s.id !== action.payload);
    },
    dialogOpened: (state, action: PayloadAction<MessageDialogEntry>) => {
      state.dialogs.push(action.payload);
    },
    dialogClosed: (state, action: PayloadAction<string>) => {
      state.dialogs = state.dialogs.filter((d) => d.id !== action.payload);
    },
    imageViewerOpened: (state, action: PayloadAction<{ src: string | null; alt?: string }>) => {
      state.imageViewer = { open: true, src: action.payload.src, alt: action.payload.alt ?? '' };
    },
    imageViewerClosed: (state) => {
      state.imageViewer = { open: false, src: null, alt: '' };
    },
  },
  selectors: {
    selectLoadingVisible: (state) => state.loadingCount > 0,
    selectSnackbars: (state) => state.snackbars,
    selectActiveDialog: (state) => state.dialogs[0] ?? null,
    selectImageViewer: (state) => state.imageViewer,
  },
});

export const { loadingShown, loadingHidden, snackbarAdded, snackbarRemoved, dialogOpened, dialogClosed, imageViewerOpened, imageViewerClosed } =
  overlaysSlice.actions;

export const { selectLoadingVisible, selectSnackbars, selectActiveDialog, selectImageViewer } = overlaysSlice.selectors;
