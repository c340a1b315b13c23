// What the contract cannot wait for: a set-password link past its end is refused like a spent one.
import { MESSAGES } from '../messages';
import { tokenHash } from '../secretTokens';
import type { StaffServices } from '../staffServices';
import type { PasswordLink, StaffStore } from '../store';
import { setPasswordByLink } from './passwordLinks';

function servicesWithLink(token: string, link: Omit<PasswordLink, 'id' | 'user_id' | 'kind'>) {
  const updated: number[] = [];
  const store = {
    linkByHash: async (hash: string) => (hash === (await tokenHash(token)) ? { id: 1, user_id: 7, kind: 'invite', ...link } : undefined),
    staffTransaction: (work: (staff: StaffStore) => Promise<unknown>) => work(store as unknown as StaffStore),
    updateAccount: async (id: number) => (updated.push(id), true),
    spendLinks: async () => undefined,
    endSessions: async () => undefined,
  };
  const services: StaffServices = {
    store: store as unknown as StaffStore,
    passwords: { hash: async (p) => `hashed:${p}`, verify: async () => false },
    mail: null,
    sessionHours: 1,
  };
  return { services, updated };
}

describe('setPasswordByLink', () => {
  const refused = { status: 422, errors: { token: [MESSAGES.passwordLinkInvalid] } };

  it('refuses a link past its end, as a spent one, and changes nothing', async () => {
    const { services, updated } = servicesWithLink('t1', { expires_at: new Date(Date.now() - 1000).toISOString(), spent: false });
    await expect(setPasswordByLink(services, () => ({ token: 't1', password: 'long enough password' }))).rejects.toMatchObject(refused);
    expect(updated).toEqual([]);
  });

  it('sets the password of a link still good', async () => {
    const { services, updated } = servicesWithLink('t2', { expires_at: new Date(Date.now() + 60_000).toISOString(), spent: false });
    expect((await setPasswordByLink(services, () => ({ token: 't2', password: 'long enough password' }))).status).toBe(200);
    expect(updated).toEqual([7]);
  });
});
