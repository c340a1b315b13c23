import { useMessages } from '../messages/shellMessages';
import './remote.css';

/** Shown in the page area while a remote's screen is being fetched. */
export function RemoteLoading() {
  const messages = useMessages();
  return (
    <div className="remote-loading" role="status" aria-live="polite">
      <span className="remote-loading__spinner" aria-hidden="true" />
      <span>{messages.loading}</span>
    </div>
  );
}
