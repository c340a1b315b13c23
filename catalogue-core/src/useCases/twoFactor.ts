// Two-factor login (issue 23, optional per account): an account turns it on with a code of the
// authenticator it gave the secret to, and gets recovery codes, each good for one login; it turns
// it off with its password. The login's side is in ./logIn.ts (secondFactor).
import type { Actor } from '../actor';
import { CatalogueError, conflict, unprocessable } from '../errors';
import { MESSAGES } from '../messages';
import { parse } from '../schemas/parse';
import { currentPasswordInput, twoFactorCodeInput } from '../schemas/staff';
import { secretToken, tokenHash } from '../secretTokens';
import type { StaffServices } from '../staffServices';
import type { StaffAccount, StaffTwoFactor } from '../store';
import { matchingTotpStep, newTotpSecret, otpauthUrl } from '../totp';
import { ok, type Answer, type ReadPayload } from './answer';
import { checkCurrentPassword, ownAccount } from './ownAccount';

const RECOVERY_CODES = 10;

/** Two-factor login off: the secret, the last step and the recovery codes forgotten. */
export const TWO_FACTOR_OFF: StaffTwoFactor = { totp_secret: null, totp_enabled: false, totp_last_step: null, recovery_codes: [] };

/** A recovery code as typed: its letters and digits in lower case ('ABCDE-12345 ' is 'abcde12345'). */
const recoveryKey = (code: string) => code.toLowerCase().replace(/[^0-9a-z]/g, '');

/** POST /api/me/two-factor/setup: a new secret for the authenticator (the password first); not on until enabled. */
export async function startTwoFactor(services: StaffServices, actor: Actor, issuer: string, readPayload: ReadPayload<unknown>): Promise<Answer> {
  const account = await ownAccount(services, actor);
  const input = parse(currentPasswordInput, await readPayload());
  await checkCurrentPassword(services, account, input.current_password);
  if (account.totp_enabled) throw conflict(MESSAGES.twoFactorAlreadyOn);
  const secret = newTotpSecret();
  await services.store.staffTransaction((staff) => staff.updateAccount(account.id, { totp_secret: secret, totp_enabled: false }));
  return ok({ data: { secret, otpauth_url: otpauthUrl(issuer, account.email, secret) } });
}

/** POST /api/me/two-factor/enable: on with a code of the new secret; answers the recovery codes, once. */
export async function enableTwoFactor(services: StaffServices, actor: Actor, readPayload: ReadPayload<unknown>): Promise<Answer> {
  const account = await ownAccount(services, actor);
  if (account.totp_enabled) throw conflict(MESSAGES.twoFactorAlreadyOn);
  if (!account.totp_secret) throw conflict(MESSAGES.twoFactorNotStarted);
  const input = parse(twoFactorCodeInput, await readPayload());
  const step = await matchingTotpStep(account.totp_secret, input.code, Date.now(), null);
  if (step === null) throw unprocessable({ code: [MESSAGES.totpWrong] });
  const codes = Array.from({ length: RECOVERY_CODES }, () => secretToken().slice(0, 10)).map((code) => `${code.slice(0, 5)}-${code.slice(5)}`);
  const recovery_codes = await Promise.all(codes.map((code) => tokenHash(recoveryKey(code))));
  await services.store.staffTransaction((staff) => staff.updateAccount(account.id, { totp_enabled: true, totp_last_step: step, recovery_codes }));
  return ok({ message: MESSAGES.twoFactorEnabled, data: { recovery_codes: codes } });
}

/** POST /api/me/two-factor/disable: off, with the password; the secret and the recovery codes are forgotten. */
export async function disableTwoFactor(services: StaffServices, actor: Actor, readPayload: ReadPayload<unknown>): Promise<Answer> {
  const account = await ownAccount(services, actor);
  const input = parse(currentPasswordInput, await readPayload());
  await checkCurrentPassword(services, account, input.current_password);
  await services.store.staffTransaction((staff) => staff.updateAccount(account.id, TWO_FACTOR_OFF));
  return ok({ message: MESSAGES.twoFactorDisabled, data: null });
}

/**
 * The second step of a login of an account with two-factor login on: the code of now (one step
 * either side, each once) or an unused recovery code, and what the login spends of them; a 401
 * with the code field's message else (the adapter's throttle counts it as a failure).
 */
export async function secondFactor(
  account: StaffAccount,
  code: string | undefined,
): Promise<Partial<Pick<StaffTwoFactor, 'totp_last_step' | 'recovery_codes'>>> {
  if (!account.totp_enabled || !account.totp_secret) return {};
  if (!code) throw new CatalogueError(401, MESSAGES.totpRequired, { code: [MESSAGES.totpRequired] });
  const step = await matchingTotpStep(account.totp_secret, code, Date.now(), account.totp_last_step);
  if (step !== null) return { totp_last_step: step };
  const hash = await tokenHash(recoveryKey(code));
  if (account.recovery_codes.includes(hash)) return { recovery_codes: account.recovery_codes.filter((kept) => kept !== hash) };
  throw new CatalogueError(401, MESSAGES.totpWrong, { code: [MESSAGES.totpWrong] });
}
