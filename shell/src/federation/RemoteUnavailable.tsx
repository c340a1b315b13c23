import { useMessages } from '../messages/shellMessages';
import './remote.css';

interface RemoteUnavailableProps {
  onRetry: () => void;
}

/** What a remote's route shows when that remote cannot be loaded; the rest of the page keeps working. */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  const messages = useMessages();
  return (
    <section className="remote-unavailable" role="alert" aria-labelledby="remote-unavailable-title">
      <svg className="remote-unavailable__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" />
      </svg>
      <h2 id="remote-unavailable-title">{messages.remoteUnavailableTitle}</h2>
      <p>{messages.remoteUnavailableText}</p>
      <button type="button" className="remote-unavailable__retry" onClick={onRetry}>
        {messages.retry}
      </button>
    </section>
  );
}
