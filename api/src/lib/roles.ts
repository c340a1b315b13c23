// Who may make the calls of the admin role (the core's route access 'admin'; issue 23: the site
// settings). Roles do not exist yet: there is one staff account, so every staff user is an admin.
// The coming admin role plugs in here (a role read with the token's user, ./auth.ts), and only here:
// the token hook (../plugins/auth.ts) asks this for every admin route.
import type { AuthUser } from './auth';

export function isAdmin(_user: AuthUser): boolean {
  return true;
}
