import './LoadingIndicator.css';

/** An inline spinner with a text that screen readers announce. */
export function LoadingIndicator({ label }: { label: string }) {
  return (
    <div className="pr-loading" role="status" aria-live="polite">
      <span className="pr-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
