import type { ReactNode } from 'react';
import './StatusPanel.css';

export type StatusTone = 'empty' | 'error' | 'not-found';

interface StatusPanelProps {
  tone: StatusTone;
  title: string;
  children?: ReactNode;
  /** Buttons or links that lead on: retry, back. */
  actions?: ReactNode;
}

const ICONS: Record<StatusTone, string> = {
  empty: 'M4 6h16v12H4z M4 10h16',
  error: 'M12 3 2 21h20L12 3z M12 10v5 M12 18v.01',
  'not-found': 'M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14z M16.5 16.5 21 21 M8.5 11h5',
};

/** The empty, error and not-found states: never a blank page. */
export function StatusPanel({ tone, title, children, actions }: StatusPanelProps) {
  return (
    <section className={`pr-status pr-status--${tone}`} role={tone === 'error' ? 'alert' : undefined} aria-label={title}>
      <svg className="pr-status__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d={ICONS[tone]} />
      </svg>
      <h2 className="pr-status__title">{title}</h2>
      {children && <div className="pr-status__text">{children}</div>}
      {actions && <div className="pr-status__actions">{actions}</div>}
    </section>
  );
}
