// Set-password links (issue 23): an admin's invite (7 days) and the login screen's reset (1 hour)
// are one kind of one-time link, kept as its token's hash. A new link spends the account's older
// ones; using one sets the password, spends it and ends the account's sessions.
import { unprocessable } from '../errors';
import { MESSAGES } from '../messages';
import { parse } from '../schemas/parse';
import { passwordForgotInput, passwordSetInput } from '../schemas/staff';
import { secretToken, tokenHash } from '../secretTokens';
import type { StaffServices } from '../staffServices';
import type { PasswordLinkKind, StaffAccount, StaffStore } from '../store';
import { ok, type Answer, type ReadPayload } from './answer';

const HOUR_MS = 3600_000;

/** How long a link of each kind can be used. */
export const PASSWORD_LINK_HOURS: Record<PasswordLinkKind, number> = { invite: 7 * 24, reset: 1 };

/** A new link of the account (its older ones stop working): its token, shown or mailed once. */
export async function newPasswordLink(staff: StaffStore, userId: number, kind: PasswordLinkKind): Promise<{ token: string; expires_at: string }> {
  const token = secretToken();
  const expires_at = new Date(Date.now() + PASSWORD_LINK_HOURS[kind] * HOUR_MS).toISOString();
  await staff.spendLinks(userId);
  await staff.addLink({ user_id: userId, kind, token_hash: await tokenHash(token), expires_at });
  return { token, expires_at };
}

/** The link e-mailed when the adapter mails (the answer says whether it went), else not. */
export async function mailPasswordLink(
  services: StaffServices,
  account: Pick<StaffAccount, 'email' | 'name'>,
  kind: PasswordLinkKind,
  link: { token: string; expires_at: string },
): Promise<boolean> {
  if (!services.mail) return false;
  return services.mail.sendLink({ to: { email: account.email, name: account.name }, kind, ...link });
}

/** POST /api/password/set (public): 422 for an unknown, spent or expired link, all alike. */
export async function setPasswordByLink(services: StaffServices, readPayload: ReadPayload<unknown>): Promise<Answer> {
  const input = parse(passwordSetInput, await readPayload());
  const link = await services.store.linkByHash(await tokenHash(input.token));
  if (!link || link.spent || Date.parse(link.expires_at) <= Date.now()) throw unprocessable({ token: [MESSAGES.passwordLinkInvalid] });
  const password_hash = await services.passwords.hash(input.password);
  const set = await services.store.staffTransaction(async (staff) => {
    // Spent by another request meanwhile, or its account deleted: the link is no longer good.
    const current = await staff.linkByHash(await tokenHash(input.token));
    if (!current || current.spent || !(await staff.updateAccount(link.user_id, { password_hash }))) return false;
    await staff.spendLinks(link.user_id);
    await staff.endSessions(link.user_id, null);
    return true;
  });
  if (!set) throw unprocessable({ token: [MESSAGES.passwordLinkInvalid] });
  return ok({ message: MESSAGES.passwordSet, data: null });
}

/**
 * POST /api/password/forgot (public): the same answer whatever the address. An active account of
 * that address gets a reset link by e-mail where the adapter mails (elsewhere there is nobody to
 * hand it to: no link is made, and an admin's invite stays good). The mail goes in the background:
 * the answer's time tells nothing either.
 */
export async function forgotPassword(services: StaffServices, readPayload: ReadPayload<unknown>): Promise<Answer> {
  const input = parse(passwordForgotInput, await readPayload());
  const account = await services.store.accountByEmail(input.email);
  if (account?.active && services.mail) {
    const link = await services.store.staffTransaction((staff) => newPasswordLink(staff, account.id, 'reset'));
    void mailPasswordLink(services, account, 'reset', link);
  }
  return ok({ message: MESSAGES.passwordResetRequested });
}
