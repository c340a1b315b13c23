// Staff accounts (issue 23), the admin's calls: list, detail, create (with its invite link),
// update, a new invite, delete. Every write of an account is here (and in ./ownAccount.ts and
// ./passwordLinks.ts), inside a staff transaction. The rule of all of them: there is always an
// active admin. An admin's create, change and delete of an account is recorded in the history
// (who, the account's fields before and after: never a hash or a secret); a member's own password
// and sessions are not (the sessions list shows those).
import type { Actor } from '../actor';
import { CatalogueError, conflict, notFound, routeId } from '../errors';
import { listQueryOf } from '../listing';
import { MESSAGES } from '../messages';
import { paged } from '../paging';
import { parse } from '../schemas/parse';
import { userCreateInput, userUpdateInput, type User } from '../schemas/staff';
import type { StaffServices } from '../staffServices';
import type { StaffAccount, StaffStore } from '../store';
import { changedFields, wholeRow, type HistoryAction, type HistoryChange } from '../history';
import { created, ok, type Answer, type ReadPayload } from './answer';
import { recordActivity } from './recording';
import { mailPasswordLink, newPasswordLink } from './passwordLinks';
import { TWO_FACTOR_OFF } from './twoFactor';

const THING = 'User';

/** An account as the calls answer it: never its hash or secrets, only whether it has a password and two-factor login. */
export function userRow({ password_hash, totp_secret: _secret, totp_last_step: _step, recovery_codes: _codes, ...account }: StaffAccount): User {
  return { ...account, has_password: password_hash !== null };
}

/** What the history keeps of an account: what an admin sets, and whether it has two-factor login. */
const recordedAccount = ({ email, name, role, active, totp_enabled }: StaffAccount) => ({ email, name, role, active, totp_enabled });

/** Record an admin's write of an account in the staff transaction that made it. */
function recordAccountChange(staff: StaffStore, actor: Actor, action: HistoryAction, account: StaffAccount, changes: HistoryChange[]) {
  return recordActivity(staff, actor, { action, module_type: 'user', module_id: account.id, label: account.name, changes });
}

/** 409 on the e-mail field: another account has that address (in any case). */
const emailTaken = () => new CatalogueError(409, MESSAGES.emailTaken, { email: [MESSAGES.emailTaken] });

/** 409 when the account is the last active admin and the change would take that away. */
async function keepAnActiveAdmin(staff: StaffStore, account: StaffAccount): Promise<void> {
  if (account.role !== 'admin' || !account.active) return;
  const others = (await staff.activeAdminIds()).filter((id) => id !== account.id);
  if (others.length === 0) throw conflict(MESSAGES.lastActiveAdmin);
}

async function accountOf(staff: StaffStore, id: number): Promise<StaffAccount> {
  const account = await staff.account(id);
  if (!account) throw notFound(THING, id);
  return account;
}

/** GET /api/user: a page of the accounts (search: name or e-mail contains), in id order. */
export async function listUsers(services: StaffServices, query: Record<string, unknown> | undefined): Promise<Answer> {
  const list = listQueryOf(query, []);
  const { rows, total } = await services.store.accountPage(list);
  return ok({ data: paged(rows.map(userRow), total, list) });
}

export async function readUser(services: StaffServices, rawId: unknown): Promise<Answer> {
  return ok({ data: userRow(await accountOf(services.store, routeId(THING, rawId))) });
}

/** POST /api/user/create: an active account without a password, and its invite link (e-mailed where the adapter mails). */
export async function createUser(services: StaffServices, actor: Actor, readPayload: ReadPayload<unknown>): Promise<Answer> {
  const input = parse(userCreateInput, await readPayload());
  const { account, link } = await services.store.staffTransaction(async (staff) => {
    if (await staff.accountByEmail(input.email)) throw emailTaken();
    const id = await staff.addAccount({ ...input, active: true });
    const account = await accountOf(staff, id);
    await recordAccountChange(staff, actor, 'create', account, wholeRow(recordedAccount(account), 'after'));
    return { account, link: await newPasswordLink(staff, id, 'invite') };
  });
  const emailed = await mailPasswordLink(services, account, 'invite', link);
  return created({ message: MESSAGES.userCreated, data: { user: userRow(account), invite: { ...link, emailed } } });
}

/** POST /api/user/update/{id}: the fields given; a deactivation ends the account's sessions at once. */
export async function updateUser(services: StaffServices, actor: Actor, rawId: unknown, readPayload: ReadPayload<unknown>): Promise<Answer> {
  const id = routeId(THING, rawId);
  await accountOf(services.store, id);
  const input = parse(userUpdateInput, await readPayload());
  const account = await services.store.staffTransaction(async (staff) => {
    const before = await accountOf(staff, id);
    if (input.email !== undefined) {
      const namesake = await staff.accountByEmail(input.email);
      if (namesake && namesake.id !== id) throw emailTaken();
    }
    if (input.role === 'editor' || input.active === false) await keepAnActiveAdmin(staff, before);
    const { totp_enabled: twoFactor, ...fields } = input;
    const values = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    await staff.updateAccount(id, twoFactor === false ? { ...values, ...TWO_FACTOR_OFF } : values);
    if (input.active === false) await staff.endSessions(id, null);
    const after = await accountOf(staff, id);
    const changes = changedFields(recordedAccount(before), recordedAccount(after));
    if (changes.length) await recordAccountChange(staff, actor, 'update', after, changes);
    return after;
  });
  return ok({ message: MESSAGES.userUpdated, data: userRow(account) });
}

/** POST /api/user/invite/{id}: a new set-password link; the account's older links stop working. */
export async function inviteUser(services: StaffServices, rawId: unknown): Promise<Answer> {
  const id = routeId(THING, rawId);
  const { account, link } = await services.store.staffTransaction(async (staff) => {
    const account = await accountOf(staff, id);
    return { account, link: await newPasswordLink(staff, id, 'invite') };
  });
  const emailed = await mailPasswordLink(services, account, 'invite', link);
  return ok({ message: MESSAGES.passwordLinkMade, data: { ...link, emailed } });
}

/** DELETE /api/user/delete/{id}: never one's own account, nor the last active admin. */
export async function deleteUser(services: StaffServices, rawId: unknown, actor: Actor): Promise<Answer> {
  const id = routeId(THING, rawId);
  await services.store.staffTransaction(async (staff) => {
    const account = await accountOf(staff, id);
    if (actor.member?.id === id) throw conflict(MESSAGES.deleteSelf);
    await keepAnActiveAdmin(staff, account);
    if (!(await staff.deleteAccount(id))) throw notFound(THING, id);
    await recordAccountChange(staff, actor, 'delete', account, wholeRow(recordedAccount(account), 'before'));
  });
  return ok({ message: MESSAGES.userDeleted, data: { id } });
}
