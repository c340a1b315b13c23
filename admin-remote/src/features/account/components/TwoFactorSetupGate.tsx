import { useEffect } from 'react';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { selectTwoFactorSetupRequired, twoFactorSetupRequired, useAppDispatch, useAppSelector } from '@mfe/shared-ui';
import { ACCOUNT_PATH } from '@mfe/shared-ui/site/admin-navigation';

/** What My account is opened with when the API held the admin until two-factor login is on: its card stands out. */
export interface AccountPageState {
  twoFactorRequired?: boolean;
}

/**
 * Issue 23: while every admin must have two-factor login, the API refuses an admin without it
 * (403) all but its own account's calls, and the base query marks the session. Instead of the
 * refused screen's error, every admin screen then opens My account at its two-factor card; the
 * mark is spent by that (the next refused screen marks it again, until two-factor login is on).
 */
export function TwoFactorSetupGate() {
  // Mounted by every admin screen's providers; outside a router (a component's own test) there is nowhere to go.
  return useInRouterContext() ? <OpenAccountWhenRequired /> : null;
}

function OpenAccountWhenRequired() {
  const required = useAppSelector(selectTwoFactorSetupRequired);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    if (!required) return;
    dispatch(twoFactorSetupRequired(false));
    const state: AccountPageState = { twoFactorRequired: true };
    void navigate(ACCOUNT_PATH, { replace: true, state });
  }, [required, dispatch, navigate]);
  return null;
}
