import { ImageViewer } from './ImageViewer';
import { LoadingOverlay } from './LoadingOverlay';
import { MessageDialog } from './MessageDialog';
import { SnackbarStack } from './SnackbarStack';

/** Every global overlay, rendered once by the shell from shared-ui's overlay state. */
export function GlobalOverlays() {
  return (
    <>
      <ImageViewer />
      <MessageDialog />
      <LoadingOverlay />
      <SnackbarStack />
    </>
  );
}
