import { SET_PASSWORD_PATH } from '@mfe/shared-ui/site/admin-navigation';

/** The link a new member (or one whose link was renewed) opens: on this admin's own origin, as the contract says. */
export function setPasswordLink(token: string, origin: string = window.location.origin): string {
  return `${origin}${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
}
