// What the staff accounts' tests stand on (issue 23): an account made by the admin, its password set
// through its invite link, logged in. Made through the contract's own calls; a refused setup call throws.
import type { Json } from './client';
import type { ContractSession } from './session';

export interface StaffMember {
  id: number;
  email: string;
  password: string;
  /** The token of its first login. */
  token: string;
}

/** The messages the accounts' answers carry (spec of issue 23), written out as the contract says them. */
export const STAFF_MESSAGES = {
  adminOnly: 'Only an administrator may do this',
  linkInvalid: 'This link has expired or was already used. Ask an administrator for a new one.',
  emailTaken: 'This e-mail address is already used by another account',
  lastActiveAdmin: 'At least one active administrator must remain',
  loginFailed: 'These credentials do not match our records',
};

async function expectStatus(r: { status: number; body: Json }, status: number, what: string): Promise<Json> {
  if (r.status !== status) throw new Error(`setup: ${what} answered ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

export async function logInAs(api: ContractSession, email: string, password: string): Promise<string> {
  const body = await expectStatus(await api.post('/api/login', { token: null, json: { email, password } }), 200, `login of ${email}`);
  return body.data.token as string;
}

/** A new account of that role (the admin's create), its password set by its invite link, logged in. */
export async function addStaff(api: ContractSession, name: string, role: 'admin' | 'editor' = 'editor'): Promise<StaffMember> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const password = `${name} secret pass`;
  const made = await expectStatus(await api.post('/api/user/create', { json: { email, name, role } }), 201, 'user create');
  await expectStatus(await api.post('/api/password/set', { token: null, json: { token: made.data.invite.token, password } }), 200, 'password set');
  return { id: made.data.user.id, email, password, token: await logInAs(api, email, password) };
}
