import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { SUCCESS_TOAST_DELAY_MS, useSnackbar } from '@mfe/shared-ui';

/**
 * §4: after a successful save go back one screen, and 10 ms later show the server's message or
 * the default success text (the toast must land on the screen we return to).
 */
export function useReturnWithToast() {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  return useCallback(
    (serverMessage: string | undefined, fallback: string) => {
      navigate(-1);
      setTimeout(() => snackbar.success(serverMessage || fallback), SUCCESS_TOAST_DELAY_MS);
    },
    [navigate, snackbar],
  );
}
