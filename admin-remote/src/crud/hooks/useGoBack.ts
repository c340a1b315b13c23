import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SUCCESS_TOAST_DELAY_MS, useLocale, useSnackbar } from '@mfe/shared-ui';
import { translateMessage } from '@mfe/catalogue-core/messages-id';

/**
 * Back one screen (§4). A form opened directly (a bookmark, a new tab) has no screen of ours
 * behind it, and history back would leave the site: it goes to the area's list instead.
 */
export function useGoBack(fallbackPath: string) {
  const navigate = useNavigate();
  const location = useLocation();
  // The router's first entry of this tab has the key 'default'.
  const hasScreenBehind = location.key !== 'default';
  return useCallback(() => {
    if (hasScreenBehind) navigate(-1);
    else navigate(fallbackPath, { replace: true });
  }, [fallbackPath, hasScreenBehind, navigate]);
}

/**
 * §4: after a successful save go back one screen, and 10 ms later show the server's message or
 * the default success text (the toast must land on the screen we return to), in the admin's
 * language (the API's English through the core's translateMessage).
 */
export function useReturnWithToast(fallbackPath: string) {
  const goBack = useGoBack(fallbackPath);
  const snackbar = useSnackbar();
  const locale = useLocale();
  return useCallback(
    (serverMessage: string | undefined, fallback: string) => {
      goBack();
      setTimeout(() => snackbar.success(translateMessage(serverMessage || fallback, locale)), SUCCESS_TOAST_DELAY_MS);
    },
    [goBack, locale, snackbar],
  );
}
