// The staff's security settings (issue 23): an admin may require two-factor login of every admin
// account. Staff-only, unlike the site settings (which the public pages read). While it is
// required, an admin account without two-factor login can log in but make only the calls of its
// own account (to turn it on); each adapter asks checkTwoFactorRequirement before any staff call.
// A change of it is recorded in the history (not revertible: it changes on its own screen).
import type { Actor } from '../actor';
import { CatalogueError, conflict } from '../errors';
import { MESSAGES } from '../messages';
import { parse } from '../schemas/parse';
import { securitySettingsInput } from '../schemas/staff';
import type { StaffServices } from '../staffServices';
import type { StaffAccount } from '../store';
import { changedFields, SECURITY_SETTINGS_RECORD } from '../history';
import { ok, type Answer, type ReadPayload } from './answer';
import { recordActivity } from './recording';
import { ownAccount } from './ownAccount';

/** The calls an admin without two-factor login may still make while it is required: its own account's, and logout. */
const OWN_ACCOUNT_PATHS = ['/api/me', '/api/me/password', '/api/me/sessions', '/api/logout'];
const OWN_ACCOUNT_PREFIXES = ['/api/me/sessions/', '/api/me/two-factor/'];

/** Whether a call's path (a route's pattern or a request's path, without its query) stays open to an admin who must set up two-factor login. */
export const isOwnAccountPath = (path: string) => OWN_ACCOUNT_PATHS.includes(path) || OWN_ACCOUNT_PREFIXES.some((prefix) => path.startsWith(prefix));

/**
 * 403 twoFactorSetupRequired for a staff call of an admin account without two-factor login while
 * the admins must have it (`required`: the adapter's read of the security settings), but on its own
 * account's calls. Asks `required` only for such an account: every other call costs nothing.
 */
export async function checkTwoFactorRequirement(
  account: Pick<StaffAccount, 'role' | 'totp_enabled'>,
  path: string,
  required: () => Promise<boolean>,
): Promise<void> {
  if (account.role !== 'admin' || account.totp_enabled || isOwnAccountPath(path)) return;
  if (await required()) throw new CatalogueError(403, MESSAGES.twoFactorSetupRequired);
}

/** GET /api/security (admin). */
export async function getSecuritySettings(services: StaffServices): Promise<Answer> {
  return ok({ data: await services.store.securitySettings() });
}

/** POST /api/security/update (admin): requiring two-factor login needs it on for the admin who asks (409 else: no locking oneself out). */
export async function updateSecuritySettings(services: StaffServices, actor: Actor, readPayload: ReadPayload<unknown>): Promise<Answer> {
  const account = await ownAccount(services, actor);
  const input = parse(securitySettingsInput, await readPayload());
  if (input.admin_two_factor_required && !account.totp_enabled) throw conflict(MESSAGES.twoFactorRequirementNeedsOwn);
  const data = await services.store.staffTransaction(async (staff) => {
    const before = await staff.securitySettings();
    await staff.saveSecuritySettings(input);
    const after = await staff.securitySettings();
    const changes = changedFields({ ...before }, { ...after });
    if (changes.length)
      await recordActivity(staff, actor, { action: 'update', module_type: 'security_settings', ...SECURITY_SETTINGS_RECORD, changes });
    return after;
  });
  return ok({ message: MESSAGES.securitySettingsSaved, data });
}
