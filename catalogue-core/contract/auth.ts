// POST /api/login and /api/logout (spec §5 login messages, §7 login answer).
import type { ContractSession } from './session';

export function describeLogin(api: ContractSession) {
  describe('login and logout', () => {
    const login = (json: unknown) => api.post('/api/login', { token: null, json });

    test('login answers {message, data: {id, email, name, role, token}}; the token opens the protected calls', async () => {
      const r = await login(api.admin);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        message: 'Login successful',
        data: { id: expect.any(Number), email: api.admin.email, name: expect.any(String), role: 'admin', token: expect.any(String) },
      });
      expect(r.body.data.name).not.toBe('');
      expect((await api.get('/api/vendor', { token: r.body.data.token })).status).toBe(200);
    });

    test('the e-mail is trimmed and matched in any case', async () => {
      const r = await login({ email: `  ${api.admin.email.toUpperCase()} `, password: api.admin.password });
      expect(r.status).toBe(200);
      expect(r.body.data.email).toBe(api.admin.email);
    });

    test('422 with the spec messages: email required / valid, password required', async () => {
      const empty = await login({});
      expect(empty.status).toBe(422);
      expect(empty.body).toEqual({
        message: 'Email is required',
        errors: { email: ['Email is required'], password: ['Password is required'] },
      });
      const invalid = await login({ email: 'not-an-email', password: 'x' });
      expect([invalid.status, invalid.body]).toEqual([422, { message: 'Email must be valid', errors: { email: ['Email must be valid'] } }]);
      const noPassword = await login({ email: api.admin.email, password: '' });
      expect([noPassword.status, noPassword.body]).toEqual([
        422,
        { message: 'Password is required', errors: { password: ['Password is required'] } },
      ]);
    });

    test('401 for a wrong password or an unknown e-mail', async () => {
      for (const json of [
        { email: api.admin.email, password: `${api.admin.password}-wrong` },
        { email: 'nobody@example.com', password: api.admin.password },
      ]) {
        const r = await login(json);
        expect([r.status, r.body]).toEqual([401, { message: 'These credentials do not match our records' }]);
      }
    });

    test('logout revokes its own token only', async () => {
      const other = await api.login();
      const out = await api.post('/api/logout');
      expect([out.status, out.body]).toEqual([200, { message: 'Logged out successfully', data: null }]);
      expect(await api.get('/api/vendor')).toEqual({ status: 401, body: { message: 'Unauthenticated' } });
      expect((await api.get('/api/vendor', { token: other })).status).toBe(200);
    });

    test('logout needs a token', async () => {
      expect(await api.post('/api/logout', { token: null })).toEqual({ status: 401, body: { message: 'Unauthenticated' } });
    });
  });
}
