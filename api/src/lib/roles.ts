// Who may make the calls of the admin role (the core's route access 'admin', issue 23: the staff
// accounts and the site settings): an account of the admin role, as its token was checked
// (./auth.ts). The token hook (../plugins/auth.ts) asks this for every admin route.
import type { AuthUser } from './auth';

export function isAdmin(user: AuthUser): boolean {
  return user.role === 'admin';
}
