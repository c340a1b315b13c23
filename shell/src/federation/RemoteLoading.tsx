import './remote.css';

/** Shown in the page area while a remote's screen is being fetched. */
export function RemoteLoading() {
  return (
    <div className="remote-loading" role="status" aria-live="polite">
      <span className="remote-loading__spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
