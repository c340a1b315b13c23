import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { dismissSnackbar, pauseSnackbar, resumeSnackbar, selectSnackbars, useAppDispatch, useAppSelector, type Snackbar } from '@mfe/shared-ui';
import { useMessages } from '../messages/shellMessages';
import './overlays.css';

/**
 * Top-right stack below the top bar, newest last (spec §9; below the bar so that it never covers
 * the admin Logout or the public nav). Each message shows whole; timeouts live in showSnackbar.
 */
export function SnackbarStack() {
  const snackbars = useAppSelector(selectSnackbars);
  const dispatch = useAppDispatch();

  // Escape dismisses the newest snackbar, unless a dialog or something else took the key first.
  const newest = snackbars.at(-1)?.id;
  useEffect(() => {
    if (!newest) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('[aria-modal="true"]')) return;
      dismissSnackbar(dispatch, newest);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dispatch, newest]);

  return (
    <div className="snackbar-stack" aria-live="polite">
      {snackbars.map((snackbar) => (
        <SnackbarItem key={snackbar.id} snackbar={snackbar} onClose={() => dismissSnackbar(dispatch, snackbar.id)} />
      ))}
    </div>
  );
}

/** One snackbar; its timeout waits while it is hovered or has the focus, so it can be read. */
function SnackbarItem({ snackbar, onClose }: { snackbar: Snackbar; onClose: () => void }) {
  const messages = useMessages();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  useEffect(() => {
    if (held) pauseSnackbar(snackbar.id);
    else resumeSnackbar(snackbar.id);
  }, [held, snackbar.id]);

  return (
    <div
      className={`snackbar snackbar--${snackbar.status}`}
      role={snackbar.status === 'success' ? 'status' : 'alert'}
      data-status={snackbar.status}
      data-persistent={snackbar.persistent ? 'true' : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="snackbar__body">
        <span className="snackbar__message">{snackbar.message}</span>
        {snackbar.links?.length ? (
          <ul className="snackbar__links">
            {snackbar.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={onClose}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <button type="button" className="snackbar__close" aria-label={messages.closeNotification} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
