import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { loadingHidden, loadingShown, imageViewerClosed, imageViewerOpened } from './overlaysSlice';
import { confirmDialog, openMessageDialog, showSnackbar, type MessageDialogSpec } from './overlayActions';
import type { SnackbarOptions } from './overlaysSlice';

// What remotes call to open the shell's overlays. They never import shell files.

export function useSnackbar() {
  const dispatch = useDispatch();
  return useMemo(
    () => ({
      show: (status: string, message: string, options?: SnackbarOptions) => showSnackbar(dispatch, status, message, options),
      success: (message: string, options?: SnackbarOptions) => showSnackbar(dispatch, 'success', message, options),
      error: (message: string, options?: SnackbarOptions) => showSnackbar(dispatch, 'error', message, options),
      warning: (message: string, options?: SnackbarOptions) => showSnackbar(dispatch, 'warning', message, options),
    }),
    [dispatch],
  );
}

export function useMessageDialog() {
  const dispatch = useDispatch();
  return useMemo(
    () => ({
      open: (spec: MessageDialogSpec) => openMessageDialog(dispatch, spec),
      confirm: (spec: Parameters<typeof confirmDialog>[1]) => confirmDialog(dispatch, spec),
    }),
    [dispatch],
  );
}

export function useLoadingOverlay() {
  const dispatch = useDispatch();
  return useMemo(
    () => ({
      show: () => dispatch(loadingShown()),
      hide: () => dispatch(loadingHidden()),
      /** Shows the spinner while the promise runs, and hides it whatever the outcome. */
      async during<T>(work: Promise<T>): Promise<T> {
        dispatch(loadingShown());
        try {
          return await work;
        } finally {
          dispatch(loadingHidden());
        }
      },
    }),
    [dispatch],
  );
}

export function useImageViewer() {
  const dispatch = useDispatch();
  return useMemo(
    () => ({
      open: (src: string | null, alt?: string) => dispatch(imageViewerOpened({ src, alt })),
      close: () => dispatch(imageViewerClosed()),
    }),
    [dispatch],
  );
}
