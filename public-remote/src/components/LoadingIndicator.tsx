import './LoadingIndicator.css';

interface LoadingIndicatorProps {
  label: string;
  /**
   * Announce only: for loading states that already show a skeleton of the content's size, where a
   * visible spinner line would add height that vanishes (a layout shift) when the content arrives.
   */
  visuallyHidden?: boolean;
}

/** An inline spinner with a text that screen readers announce. */
export function LoadingIndicator({ label, visuallyHidden = false }: LoadingIndicatorProps) {
  if (visuallyHidden) {
    return (
      <div className="pr-visually-hidden" role="status" aria-live="polite">
        {label}
      </div>
    );
  }
  return (
    <div className="pr-loading" role="status" aria-live="polite">
      <span className="pr-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
