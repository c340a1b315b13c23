import { SNACKBAR_OFFSET_PX, selectSnackbars, snackbarRemoved, useAppDispatch, useAppSelector } from '@mfe/shared-ui';
import './overlays.css';

/** Top-right stack, newest last, each 60 px below the previous (spec §9). Timeouts live in showSnackbar. */
export function SnackbarStack() {
  const snackbars = useAppSelector(selectSnackbars);
  const dispatch = useAppDispatch();
  return (
    <div className="snackbar-stack" aria-live="polite">
      {snackbars.map((snackbar, index) => (
        <div
          key={snackbar.id}
          className={`snackbar snackbar--${snackbar.status}`}
          role={snackbar.status === 'success' ? 'status' : 'alert'}
          style={{ top: index * SNACKBAR_OFFSET_PX }}
          data-status={snackbar.status}
        >
          <span className="snackbar__message">{snackbar.message}</span>
          <button type="button" className="snackbar__close" aria-label="Close notification" onClick={() => dispatch(snackbarRemoved(snackbar.id))}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
