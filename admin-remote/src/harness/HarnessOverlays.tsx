import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import { dismissSnackbar, pressDialogButton, selectActiveDialog, selectLoadingVisible, selectSnackbars, useAppSelector } from '@mfe/shared-ui';

/** The shell renders the real overlays; the harness shows the same store state plainly. */
export function HarnessOverlays() {
  const dispatch = useDispatch();
  const snackbars = useAppSelector(selectSnackbars);
  const dialog = useAppSelector(selectActiveDialog);
  const loading = useAppSelector(selectLoadingVisible);
  return (
    <>
      <div role="status" style={{ position: 'fixed', top: 8, right: 8, zIndex: 3000, display: 'grid', gap: 8 }}>
        {snackbars.map((snackbar) => (
          <div
            key={snackbar.id}
            style={{ background: snackbar.status === 'success' ? '#2e7d32' : '#d32f2f', color: '#fff', padding: '8px 12px', borderRadius: 4 }}
          >
            {snackbar.message}{' '}
            {snackbar.links?.map((link) => (
              <Link key={link.to} to={link.to} style={{ color: 'inherit', marginRight: 8 }}>
                {link.label}
              </Link>
            ))}
            <button type="button" aria-label="Close" onClick={() => dismissSnackbar(dispatch, snackbar.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
      {dialog && (
        <div
          role="dialog"
          aria-modal="true"
          aria-label={dialog.message}
          style={{ position: 'fixed', inset: 0, background: '#0006', zIndex: 2500, display: 'grid', placeItems: 'center' }}
        >
          <div style={{ background: '#fff', padding: 24, borderRadius: 8, maxWidth: 400 }}>
            <h2 style={{ marginTop: 0 }}>{dialog.message}</h2>
            {dialog.description && <p>{dialog.description}</p>}
            {dialog.buttons.map((button) => (
              <button key={button.text} type="button" onClick={() => void pressDialogButton(dispatch, dialog, button.actionId)}>
                {button.text}
              </button>
            ))}
          </div>
        </div>
      )}
      {loading && <div aria-label="Loading" style={{ position: 'fixed', inset: 0, background: '#fff8', zIndex: 2000 }} />}
    </>
  );
}
