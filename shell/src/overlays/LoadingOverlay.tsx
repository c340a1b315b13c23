import { selectLoadingVisible, useAppSelector } from '@mfe/shared-ui';
import { useMessages } from '../messages/shellMessages';
import './overlays.css';

/** The blocking spinner: shown while any request asked for it, and not dismissable (spec §4). */
export function LoadingOverlay() {
  const messages = useMessages();
  const visible = useAppSelector(selectLoadingVisible);
  if (!visible) return null;
  return (
    <div className="loading-overlay" role="progressbar" aria-label={messages.loadingOverlay} aria-busy="true">
      <span className="loading-overlay__spinner" aria-hidden="true" />
    </div>
  );
}
