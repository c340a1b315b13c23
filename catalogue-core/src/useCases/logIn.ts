// POST /api/login (issue 23: of any staff account): a new session of an active account with a
// password (and, with two-factor login on, a code: ./twoFactor.ts), or the one 401 for everything
// else, which tells nothing of which it was. Each
// adapter serves the route itself (the API counts failures per address and account around it).
import { CatalogueError } from '../errors';
import { MESSAGES } from '../messages';
import { parse } from '../schemas/parse';
import { loginInput } from '../schemas/requests';
import { secretToken, tokenHash } from '../secretTokens';
import type { StaffServices } from '../staffServices';
import { ok, type Answer } from './answer';
import { secondFactor } from './twoFactor';

/** Where a login comes from: kept with its session, for the account's list of sessions. */
export interface LoginClient {
  address: string | null;
  user_agent: string | null;
}

/** The adapter's throttle around a login, by the e-mail tried (lower case): admit refuses with a 429 CatalogueError. */
export interface LoginGate {
  admit(email: string): Promise<void>;
  succeeded(email: string): Promise<void>;
}

export async function logIn(services: StaffServices, payload: unknown, client: LoginClient, gate?: LoginGate): Promise<Answer> {
  // Cheap checks first: a malformed body costs no counter and no hashing.
  const input = parse(loginInput, payload);
  const email = input.email.toLowerCase();
  await gate?.admit(email);
  const account = await services.store.accountByEmail(email);
  const usable = account?.active ? account : undefined;
  const verified = await services.passwords.verify(usable?.password_hash ?? null, input.password);
  if (!usable || !verified) throw new CatalogueError(401, MESSAGES.loginFailed);
  const spent = await secondFactor(usable, input.code);
  await gate?.succeeded(email);
  const token = secretToken();
  const now = Date.now();
  await services.store.staffTransaction(async (staff) => {
    await staff.addSession({
      user_id: usable.id,
      token_hash: await tokenHash(token),
      expires_at: new Date(now + services.sessionHours * 3600_000).toISOString(),
      address: client.address,
      user_agent: client.user_agent?.slice(0, 500) ?? null,
    });
    await staff.recordLogin(usable.id, { last_login_at: new Date(now).toISOString(), ...spent });
  });
  const { id, email: accountEmail, name, role } = usable;
  return ok({ message: MESSAGES.loginSucceeded, data: { id, email: accountEmail, name, role, token } });
}
