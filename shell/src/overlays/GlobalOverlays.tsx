import {
  imageViewerClosed,
  pressDialogButton,
  selectActiveDialog,
  selectImageViewer,
  showSnackbar,
  useAppDispatch,
  useAppSelector,
} from '@mfe/shared-ui';
import { useMessages } from '../messages/shellMessages';
import { LoadingOverlay } from './LoadingOverlay';
import { SnackbarStack } from './SnackbarStack';
import { useOnDemandComponent } from './useOnDemandComponent';

// The message dialog and the image viewer open on demand, so their code loads the first time one
// opens rather than with every page (it kept the landing page over its byte budget).
const loadMessageDialog = () => import('./MessageDialog').then((module) => module.MessageDialog);
const loadImageViewer = () => import('./ImageViewer').then((module) => module.ImageViewer);

/** Every global overlay, rendered once by the shell from shared-ui's overlay state. */
export function GlobalOverlays() {
  const messages = useMessages();
  const dispatch = useAppDispatch();
  const dialog = useAppSelector(selectActiveDialog);
  const viewerOpen = useAppSelector((state) => selectImageViewer(state).open);

  // A dialog whose code cannot load is answered with its first button, the safe choice (as
  // Escape does), so that whoever awaits it goes on; the snackbar says why nothing showed.
  const MessageDialog = useOnDemandComponent(loadMessageDialog, dialog?.id ?? null, () => {
    if (dialog) void pressDialogButton(dispatch, dialog, dialog.buttons[0]?.actionId);
    showSnackbar(dispatch, 'error', messages.overlayLoadFailed);
  });
  const ImageViewer = useOnDemandComponent(loadImageViewer, viewerOpen ? 'image-viewer' : null, () => {
    dispatch(imageViewerClosed());
    showSnackbar(dispatch, 'error', messages.overlayLoadFailed);
  });

  return (
    <>
      {ImageViewer && <ImageViewer />}
      {MessageDialog && <MessageDialog />}
      <LoadingOverlay />
      <SnackbarStack />
    </>
  );
}
