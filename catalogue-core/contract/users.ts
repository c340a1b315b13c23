// Staff accounts and roles (issue 23): the admin's user calls, invites and set-password links, what
// an editor may not do, and the rule that an active admin always remains.
import type { ContractSession } from './session';
import { addStaff, logInAs, STAFF_MESSAGES as M } from './staff';

const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/);

export function describeUsers(api: ContractSession) {
  describe('staff accounts (issue 23)', () => {
    test('create → invite link → set password → login as an editor, who the list and detail then show', async () => {
      const r = await api.post('/api/user/create', { json: { email: ' Eddie@Example.com ', name: ' Eddie ', role: 'editor' } });
      expect(r.status).toBe(201);
      expect(r.body).toEqual({
        message: 'User created successfully',
        data: {
          user: {
            id: expect.any(Number),
            email: 'eddie@example.com',
            name: 'Eddie',
            role: 'editor',
            active: true,
            has_password: false,
            totp_enabled: false,
            last_login_at: null,
            created_at: ISO,
            updated_at: ISO,
          },
          invite: { token: expect.any(String), expires_at: ISO, emailed: false },
        },
      });
      const { user, invite } = r.body.data;
      const days = (Date.parse(invite.expires_at) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);
      // No password yet: no login.
      const before = await api.post('/api/login', { token: null, json: { email: 'eddie@example.com', password: 'anything at all' } });
      expect([before.status, before.body]).toEqual([401, { message: M.loginFailed }]);

      const set = await api.post('/api/password/set', { token: null, json: { token: invite.token, password: 'a long enough one' } });
      expect([set.status, set.body]).toEqual([200, { message: expect.any(String), data: null }]);
      const login = await api.post('/api/login', { token: null, json: { email: 'EDDIE@example.com', password: 'a long enough one' } });
      expect(login.status).toBe(200);
      expect(login.body.data).toEqual({ id: user.id, email: 'eddie@example.com', name: 'Eddie', role: 'editor', token: expect.any(String) });

      const detail = await api.get(`/api/user/detail/${user.id}`);
      expect(detail.status).toBe(200);
      expect(detail.body.data).toMatchObject({ id: user.id, role: 'editor', active: true, has_password: true, last_login_at: ISO });
      const list = await api.get('/api/user', { query: { search: 'EDD' } });
      expect(list.status).toBe(200);
      expect(list.body.data).toMatchObject({ total: 1, current_page: 1, last_page: 1, per_page: expect.any(Number) });
      expect(list.body.data.data.map((row: { id: number }) => row.id)).toEqual([user.id]);
      const all = await api.get('/api/user');
      expect(all.body.data.data.map((row: { email: string }) => row.email)).toEqual([api.admin.email, 'eddie@example.com']);
      expect((await api.get('/api/user/detail/999999')).status).toBe(404);
    });

    test('a set-password link works once, and an invite makes the older links of its account stop working', async () => {
      const made = (await api.post('/api/user/create', { json: { email: 'once@example.com', name: 'Once', role: 'editor' } })).body.data;
      const again = await api.post(`/api/user/invite/${made.user.id}`);
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ message: expect.any(String), data: { token: expect.any(String), expires_at: ISO, emailed: false } });
      const refused = { status: 422, body: { message: M.linkInvalid, errors: { token: [M.linkInvalid] } } };
      expect(await api.post('/api/password/set', { token: null, json: { token: made.invite.token, password: 'a long enough one' } })).toEqual(
        refused,
      );
      const fresh = again.body.data.token;
      expect((await api.post('/api/password/set', { token: null, json: { token: fresh, password: 'a long enough one' } })).status).toBe(200);
      // Spent.
      expect(await api.post('/api/password/set', { token: null, json: { token: fresh, password: 'another long one' } })).toEqual(refused);
      // Unknown.
      expect(await api.post('/api/password/set', { token: null, json: { token: 'f'.repeat(64), password: 'a long enough one' } })).toEqual(refused);
      expect((await api.post('/api/user/invite/999999')).status).toBe(404);
    });

    test('the password rule and the fields: 422 with the field messages, nothing stored', async () => {
      const made = (await api.post('/api/user/create', { json: { email: 'rule@example.com', name: 'Rule', role: 'editor' } })).body.data;
      const short = await api.post('/api/password/set', { token: null, json: { token: made.invite.token, password: 'short' } });
      expect([short.status, short.body]).toEqual([
        422,
        { message: 'Password must be at least 10 characters', errors: { password: ['Password must be at least 10 characters'] } },
      ]);
      const empty = await api.post('/api/user/create', { json: {} });
      expect(empty.status).toBe(422);
      expect(empty.body.errors).toEqual({ email: ['Email is required'], name: ['Name is required'], role: ['Role must be admin or editor'] });
      const bad = await api.post('/api/user/create', { json: { email: 'x@', name: 'X', role: 'owner' } });
      expect(bad.body.errors).toEqual({ email: ['Email must be valid'], role: ['Role must be admin or editor'] });
      const badUpdate = await api.post(`/api/user/update/${made.user.id}`, { json: { active: 'maybe' } });
      expect([badUpdate.status, badUpdate.body.errors]).toEqual([422, { active: ['Active must be true or false'] }]);
      expect((await api.get('/api/user')).body.data.total).toBe(2);
    });

    test('an e-mail taken, in any case: 409 on the e-mail field, on create and on update', async () => {
      const taken = { status: 409, body: { message: M.emailTaken, errors: { email: [M.emailTaken] } } };
      expect(await api.post('/api/user/create', { json: { email: api.admin.email.toUpperCase(), name: 'Twin', role: 'editor' } })).toEqual(taken);
      const other = (await api.post('/api/user/create', { json: { email: 'other@example.com', name: 'Other', role: 'editor' } })).body.data.user;
      expect(await api.post(`/api/user/update/${other.id}`, { json: { email: ` ${api.admin.email} ` } })).toEqual(taken);
      // Its own address is no clash.
      expect((await api.post(`/api/user/update/${other.id}`, { json: { email: 'OTHER@example.com', name: 'Other Two' } })).body.data).toMatchObject({
        email: 'other@example.com',
        name: 'Other Two',
      });
    });

    test('an editor: 403 on the accounts and the settings update, 200 on the catalogue', async () => {
      const editor = await addStaff(api, 'Edna');
      const forbidden = { status: 403, body: { message: M.adminOnly } };
      expect(await api.get('/api/user', { token: editor.token })).toEqual(forbidden);
      expect(await api.get(`/api/user/detail/${editor.id}`, { token: editor.token })).toEqual(forbidden);
      expect(await api.post('/api/user/create', { token: editor.token, json: { email: 'z@example.com', name: 'Z', role: 'admin' } })).toEqual(
        forbidden,
      );
      expect(await api.post(`/api/user/update/${editor.id}`, { token: editor.token, json: { role: 'admin' } })).toEqual(forbidden);
      expect(await api.post('/api/settings/update', { token: editor.token, json: { phone: '+62 21 555 0100' } })).toEqual(forbidden);
      const write = await api.post('/api/manufacture-type/create', { token: editor.token, json: { name: 'Made by an editor' } });
      expect(write.status).toBe(201);
      expect((await api.get('/api/settings', { token: editor.token })).status).toBe(200);
      expect((await api.get(`/api/user/detail/${editor.id}`)).body.data.role).toBe('editor');
    });

    test('the last active admin cannot be demoted, deactivated or deleted (409), nor can one delete oneself', async () => {
      const me = (await api.get('/api/me')).body.data;
      const last = { status: 409, body: { message: M.lastActiveAdmin } };
      expect(await api.post(`/api/user/update/${me.id}`, { json: { role: 'editor' } })).toEqual(last);
      expect(await api.post(`/api/user/update/${me.id}`, { json: { active: false } })).toEqual(last);
      expect(await api.delete(`/api/user/delete/${me.id}`)).toEqual({ status: 409, body: { message: expect.any(String) } });
      expect((await api.get(`/api/user/detail/${me.id}`)).body.data).toMatchObject({ role: 'admin', active: true });

      // With a second active admin, either may step down; then the other is the last one.
      const second = await addStaff(api, 'Ada', 'admin');
      expect((await api.post(`/api/user/update/${second.id}`, { json: { active: false } })).body.data).toMatchObject({ active: false });
      expect(await api.post(`/api/user/update/${me.id}`, { json: { role: 'editor' } })).toEqual(last);
      expect((await api.post(`/api/user/update/${second.id}`, { json: { active: true } })).body.data).toMatchObject({ active: true });
      const promoted = await logInAs(api, second.email, second.password);
      expect((await api.post(`/api/user/update/${me.id}`, { token: promoted, json: { role: 'editor' } })).body.data.role).toBe('editor');
      expect(await api.post(`/api/user/update/${second.id}`, { token: promoted, json: { role: 'editor' } })).toEqual(last);
      expect((await api.post(`/api/user/update/${me.id}`, { token: promoted, json: { role: 'admin' } })).body.data.role).toBe('admin');
      // A deleted admin that was not the last one: gone, and its sessions with it.
      const deleted = await api.delete(`/api/user/delete/${second.id}`);
      expect([deleted.status, deleted.body]).toEqual([200, { message: 'User deleted successfully', data: { id: second.id } }]);
      expect((await api.get('/api/me', { token: promoted })).status).toBe(401);
      expect((await api.get(`/api/user/detail/${second.id}`)).status).toBe(404);
    });

    test('deactivation ends the sessions at once and stops logins; reactivation allows a new login', async () => {
      const editor = await addStaff(api, 'Dee');
      expect((await api.get('/api/me', { token: editor.token })).status).toBe(200);
      const off = await api.post(`/api/user/update/${editor.id}`, { json: { active: false } });
      expect([off.status, off.body.message, off.body.data.active]).toEqual([200, 'User updated successfully', false]);
      expect(await api.get('/api/me', { token: editor.token })).toEqual({ status: 401, body: { message: 'Unauthenticated' } });
      expect(await api.post('/api/login', { token: null, json: { email: editor.email, password: editor.password } })).toEqual({
        status: 401,
        body: { message: M.loginFailed },
      });
      expect((await api.post(`/api/user/update/${editor.id}`, { json: { active: true } })).status).toBe(200);
      expect((await api.get('/api/me', { token: editor.token })).status).toBe(401);
      expect((await api.get('/api/me', { token: await logInAs(api, editor.email, editor.password) })).status).toBe(200);
    });

    test('a role change applies to the next request of a signed-in account', async () => {
      const editor = await addStaff(api, 'Rita');
      expect((await api.get('/api/user', { token: editor.token })).status).toBe(403);
      expect((await api.post(`/api/user/update/${editor.id}`, { json: { role: 'admin' } })).status).toBe(200);
      expect((await api.get('/api/user', { token: editor.token })).status).toBe(200);
      expect((await api.get('/api/me', { token: editor.token })).body.data.role).toBe('admin');
    });

    test('the account calls need a token: 401 without one', async () => {
      for (const [method, path] of [
        ['GET', '/api/user'],
        ['POST', '/api/user/create'],
        ['GET', '/api/me'],
        ['GET', '/api/me/sessions'],
      ] as const)
        expect(await api.call(method, path, { token: null })).toEqual({ status: 401, body: { message: 'Unauthenticated' } });
    });
  });
}
