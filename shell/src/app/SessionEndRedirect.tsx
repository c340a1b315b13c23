import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectIsLoggedIn, useAppSelector } from '@mfe/shared-ui';
import { LOGIN_PATH } from '../routes/paths';

/**
 * When the session ends (logout, or a 401 from the API) the page goes to the login screen —
 * wherever it is, also on public routes where no guard is watching.
 */
export function SessionEndRedirect() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const wasLoggedIn = useRef(loggedIn);
  const navigate = useNavigate();
  useEffect(() => {
    if (wasLoggedIn.current && !loggedIn) navigate(LOGIN_PATH, { replace: true });
    wasLoggedIn.current = loggedIn;
  }, [loggedIn, navigate]);
  return null;
}
