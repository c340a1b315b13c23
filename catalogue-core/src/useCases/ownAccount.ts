// One's own account (issue 23), for any active member of staff: who am I, a new password (the
// current one required; the other sessions end) and one's sessions, each of which can be ended.
import type { Actor } from '../actor';
import { CatalogueError, notFound, routeId, unprocessable } from '../errors';
import { MESSAGES } from '../messages';
import { parse } from '../schemas/parse';
import { ownPasswordInput } from '../schemas/staff';
import type { StaffServices } from '../staffServices';
import type { StaffAccount } from '../store';
import { ok, type Answer, type ReadPayload } from './answer';

/** The signed-in account (a staff route has one; its token was refused if the account is gone). */
export async function ownAccount(services: StaffServices, actor: Actor): Promise<StaffAccount> {
  const account = actor.member && (await services.store.account(actor.member.id));
  if (!account) throw new CatalogueError(401, MESSAGES.unauthenticated);
  return account;
}

/** GET /api/me. */
export async function readMe(services: StaffServices, actor: Actor): Promise<Answer> {
  const { id, email, name, role, totp_enabled } = await ownAccount(services, actor);
  return ok({ data: { id, email, name, role, totp_enabled } });
}

/** 422 on current_password when it is not the account's. */
export async function checkCurrentPassword(services: StaffServices, account: StaffAccount, password: string): Promise<void> {
  if (!(await services.passwords.verify(account.password_hash, password))) throw unprocessable({ current_password: [MESSAGES.currentPasswordWrong] });
}

/** POST /api/me/password: 422 on current_password when it is wrong; this session stays, the others end. */
export async function changeOwnPassword(services: StaffServices, actor: Actor, readPayload: ReadPayload<unknown>): Promise<Answer> {
  const account = await ownAccount(services, actor);
  const input = parse(ownPasswordInput, await readPayload());
  await checkCurrentPassword(services, account, input.current_password);
  const password_hash = await services.passwords.hash(input.new_password);
  await services.store.staffTransaction(async (staff) => {
    await staff.updateAccount(account.id, { password_hash });
    await staff.endSessions(account.id, actor.sessionId ?? null);
  });
  return ok({ message: MESSAGES.passwordChanged, data: null });
}

/** GET /api/me/sessions: newest first, the asking one marked current. */
export async function listOwnSessions(services: StaffServices, actor: Actor): Promise<Answer> {
  const account = await ownAccount(services, actor);
  const sessions = await services.store.sessions(account.id);
  return ok({ data: sessions.map(({ user_id: _user, ...session }) => ({ ...session, current: session.id === actor.sessionId })) });
}

/** DELETE /api/me/sessions/{id}: 404 for a session that is not one's own (or already ended). */
export async function endOwnSession(services: StaffServices, actor: Actor, rawId: unknown): Promise<Answer> {
  const account = await ownAccount(services, actor);
  const id = routeId('Session', rawId);
  const ended = await services.store.staffTransaction((staff) => staff.endSession(account.id, id));
  if (!ended) throw notFound('Session', id);
  return ok({ message: MESSAGES.sessionEnded, data: { id } });
}
