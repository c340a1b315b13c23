// One's own account (issue 23): who am I, a new password (the current one required; the other
// sessions end), one's sessions and ending one, and the forgotten password's one answer.
import type { ContractSession } from './session';
import { addStaff, logInAs, STAFF_MESSAGES as M } from './staff';

const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/);

export function describeOwnAccount(api: ContractSession) {
  describe('own account and sessions (issue 23)', () => {
    test('GET /api/me answers who is signed in', async () => {
      const r = await api.get('/api/me');
      expect(r).toEqual({
        status: 200,
        body: { data: { id: expect.any(Number), email: api.admin.email, name: expect.any(String), role: 'admin', totp_enabled: false } },
      });
      const editor = await addStaff(api, 'Mia');
      expect((await api.get('/api/me', { token: editor.token })).body.data).toEqual({
        id: editor.id,
        email: editor.email,
        name: 'Mia',
        role: 'editor',
        totp_enabled: false,
      });
    });

    test('a wrong current password: 422 on current_password; a short new one: 422 on new_password; nothing changes', async () => {
      const editor = await addStaff(api, 'Wendy');
      const wrong = await api.post('/api/me/password', {
        token: editor.token,
        json: { current_password: 'not the password', new_password: 'a brand new password' },
      });
      expect([wrong.status, wrong.body]).toEqual([
        422,
        { message: 'The current password is not correct', errors: { current_password: ['The current password is not correct'] } },
      ]);
      const short = await api.post('/api/me/password', { token: editor.token, json: { current_password: editor.password, new_password: 'short' } });
      expect([short.status, short.body.errors]).toEqual([422, { new_password: ['Password must be at least 10 characters'] }]);
      expect((await api.post('/api/login', { token: null, json: { email: editor.email, password: editor.password } })).status).toBe(200);
    });

    test('a password change ends the other sessions; this one stays; the new password logs in, the old one no more', async () => {
      const editor = await addStaff(api, 'Paul');
      const other = await logInAs(api, editor.email, editor.password);
      const r = await api.post('/api/me/password', {
        token: editor.token,
        json: { current_password: editor.password, new_password: 'a brand new password' },
      });
      expect([r.status, r.body]).toEqual([200, { message: expect.any(String), data: null }]);
      expect((await api.get('/api/me', { token: editor.token })).status).toBe(200);
      expect((await api.get('/api/me', { token: other })).status).toBe(401);
      expect((await api.post('/api/login', { token: null, json: { email: editor.email, password: editor.password } })).body).toEqual({
        message: M.loginFailed,
      });
      expect((await api.post('/api/login', { token: null, json: { email: editor.email, password: 'a brand new password' } })).status).toBe(200);
    });

    test("one's sessions: newest first, the asking one current; ending one stops its token; another account's: 404", async () => {
      const editor = await addStaff(api, 'Sam');
      const second = await logInAs(api, editor.email, editor.password);
      const r = await api.get('/api/me/sessions', { token: editor.token });
      expect(r.status).toBe(200);
      // Where each came from is the adapter's to know (an address, a browser): null or text; the answer schema holds the types.
      const keys = ['address', 'created_at', 'current', 'expires_at', 'id', 'last_used_at', 'user_agent'];
      expect(r.body.data.map((s: object) => Object.keys(s).sort())).toEqual([keys, keys]);
      expect(r.body.data).toEqual([
        expect.objectContaining({ id: expect.any(Number), created_at: ISO, expires_at: ISO, current: false }),
        expect.objectContaining({ id: expect.any(Number), created_at: ISO, expires_at: ISO, current: true }),
      ]);
      const [newest, first] = r.body.data;
      expect(newest.id).toBeGreaterThan(first.id);

      const adminSessions = (await api.get('/api/me/sessions')).body.data;
      const adminCurrent = adminSessions.find((s: { current: boolean }) => s.current);
      expect(adminCurrent).toBeDefined();
      expect((await api.delete(`/api/me/sessions/${adminCurrent.id}`, { token: editor.token })).status).toBe(404);
      expect((await api.get('/api/me')).status).toBe(200);

      const ended = await api.delete(`/api/me/sessions/${newest.id}`, { token: editor.token });
      expect([ended.status, ended.body]).toEqual([200, { message: 'Session ended', data: { id: newest.id } }]);
      expect((await api.get('/api/me', { token: second })).status).toBe(401);
      expect((await api.get('/api/me/sessions', { token: editor.token })).body.data.map((s: { id: number }) => s.id)).toEqual([first.id]);
      expect((await api.delete(`/api/me/sessions/${newest.id}`, { token: editor.token })).status).toBe(404);
    });

    test('a forgotten password: the same answer for a known and an unknown address; 422 for no address', async () => {
      const known = await api.post('/api/password/forgot', { token: null, json: { email: api.admin.email } });
      const unknown = await api.post('/api/password/forgot', { token: null, json: { email: 'nobody@example.com' } });
      expect(known.status).toBe(200);
      expect(known.body).toEqual({ message: expect.any(String) });
      expect(unknown).toEqual(known);
      expect((await api.post('/api/password/forgot', { token: null, json: {} })).status).toBe(422);
      // The admin's password stays as it was.
      expect((await api.post('/api/login', { token: null, json: api.admin })).status).toBe(200);
    });
  });
}
