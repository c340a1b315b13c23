// Two-factor login (issue 23, optional per account): set up with the password, on with a code of
// the authenticator, then each login needs a code (each works once) or a recovery code (each once);
// off with the password. The codes are made here as an authenticator app makes them (RFC 6238).
import { totpCode, totpStep } from '../src/totp';
import type { ContractSession } from './session';
import { addStaff, STAFF_MESSAGES as M, type StaffMember } from './staff';

const REQUIRED = 'Enter the code of your authenticator app, or a recovery code';
const WRONG = 'The code is not correct';
const SETUP_REQUIRED = 'Turn on two-factor login in My account first';
const NEEDS_OWN = 'Turn on two-factor login for your own account before requiring it of every administrator';

/** Two-factor login turned on for a member, as its authenticator would (setup, then a code). */
async function turnOnTwoFactor(api: ContractSession, member: StaffMember): Promise<void> {
  const { secret } = (await api.post('/api/me/two-factor/setup', { token: member.token, json: { current_password: member.password } })).body.data;
  const on = await api.post('/api/me/two-factor/enable', { token: member.token, json: { code: await totpCode(secret, totpStep(Date.now())) } });
  if (on.status !== 200) throw new Error(`setup: enable answered ${on.status}`);
}

export function describeTwoFactor(api: ContractSession) {
  describe('two-factor login (issue 23)', () => {
    test('set up, turned on with a code, then asked at every login; a code works once, a recovery code once; off with the password', async () => {
      const editor = await addStaff(api, 'Tomo');
      const login = (code?: string) =>
        api.post('/api/login', { token: null, json: { email: editor.email, password: editor.password, ...(code === undefined ? {} : { code }) } });

      const wrongPassword = await api.post('/api/me/two-factor/setup', { token: editor.token, json: { current_password: 'not it' } });
      expect([wrongPassword.status, wrongPassword.body.errors]).toEqual([422, { current_password: ['The current password is not correct'] }]);
      const setup = await api.post('/api/me/two-factor/setup', { token: editor.token, json: { current_password: editor.password } });
      expect(setup.status).toBe(200);
      const { secret, otpauth_url } = setup.body.data;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(otpauth_url).toContain(`secret=${secret}`);
      // Not on until a code proves the authenticator has it.
      expect((await login()).status).toBe(200);
      expect((await api.get('/api/me', { token: editor.token })).body.data.totp_enabled).toBe(false);

      const bad = await api.post('/api/me/two-factor/enable', {
        token: editor.token,
        json: { code: '000000' === (await totpCode(secret, totpStep(Date.now()))) ? '111111' : '000000' },
      });
      expect([bad.status, bad.body.errors]).toEqual([422, { code: [WRONG] }]);
      const on = await api.post('/api/me/two-factor/enable', { token: editor.token, json: { code: await totpCode(secret, totpStep(Date.now())) } });
      expect(on.status).toBe(200);
      const codes: string[] = on.body.data.recovery_codes;
      expect(codes).toHaveLength(10);
      expect((await api.get('/api/me', { token: editor.token })).body.data.totp_enabled).toBe(true);
      expect((await api.get(`/api/user/detail/${editor.id}`)).body.data.totp_enabled).toBe(true);

      expect(await login()).toEqual({ status: 401, body: { message: REQUIRED, errors: { code: [REQUIRED] } } });
      expect(await login('123 456')).toEqual({ status: 401, body: { message: WRONG, errors: { code: [WRONG] } } });
      // The wrong password is still the usual 401, code or none.
      expect((await api.post('/api/login', { token: null, json: { email: editor.email, password: 'wrong one', code: codes[0] } })).body).toEqual({
        message: M.loginFailed,
      });
      // The next step's code (an authenticator a little ahead): once.
      const next = await totpCode(secret, totpStep(Date.now()) + 1);
      expect((await login(next)).status).toBe(200);
      expect((await login(next)).status).toBe(401);
      // A recovery code, typed loosely: once.
      expect((await login(` ${codes[0]!.toUpperCase()} `)).status).toBe(200);
      expect((await login(codes[0])).status).toBe(401);

      expect((await api.post('/api/me/two-factor/disable', { token: editor.token, json: { current_password: 'not it' } })).status).toBe(422);
      const off = await api.post('/api/me/two-factor/disable', { token: editor.token, json: { current_password: editor.password } });
      expect([off.status, off.body]).toEqual([200, { message: 'Two-factor login is off', data: null }]);
      expect((await login()).status).toBe(200);
    });

    test('enable without a setup, or twice: 409', async () => {
      const editor = await addStaff(api, 'Tina');
      expect((await api.post('/api/me/two-factor/enable', { token: editor.token, json: { code: '123456' } })).status).toBe(409);
      const { secret } = (await api.post('/api/me/two-factor/setup', { token: editor.token, json: { current_password: editor.password } })).body.data;
      expect(
        (await api.post('/api/me/two-factor/enable', { token: editor.token, json: { code: await totpCode(secret, totpStep(Date.now())) } })).status,
      ).toBe(200);
      expect((await api.post('/api/me/two-factor/setup', { token: editor.token, json: { current_password: editor.password } })).status).toBe(409);
    });

    test("an admin turns an account's two-factor login off (a lost authenticator), never on", async () => {
      const editor = await addStaff(api, 'Lola');
      const { secret } = (await api.post('/api/me/two-factor/setup', { token: editor.token, json: { current_password: editor.password } })).body.data;
      await api.post('/api/me/two-factor/enable', { token: editor.token, json: { code: await totpCode(secret, totpStep(Date.now())) } });
      const on = await api.post(`/api/user/update/${editor.id}`, { json: { totp_enabled: true } });
      expect([on.status, Object.keys(on.body.errors)]).toEqual([422, ['totp_enabled']]);
      const off = await api.post(`/api/user/update/${editor.id}`, { json: { totp_enabled: false } });
      expect([off.status, off.body.data.totp_enabled]).toEqual([200, false]);
      expect((await api.post('/api/login', { token: null, json: { email: editor.email, password: editor.password } })).status).toBe(200);
    });
  });

  describe('two-factor login required of every admin (issue 23)', () => {
    test('off by default; admin only; requiring it needs it on for oneself (409), then an admin without it may only call its own account', async () => {
      expect(await api.get('/api/security')).toEqual({ status: 200, body: { data: { admin_two_factor_required: false } } });
      const editor = await addStaff(api, 'Edo');
      expect((await api.get('/api/security', { token: editor.token })).status).toBe(403);
      const byEditor = await api.post('/api/security/update', { token: editor.token, json: { admin_two_factor_required: true } });
      expect([byEditor.status, byEditor.body.message]).toEqual([403, M.adminOnly]);
      const bad = await api.post('/api/security/update', { json: { admin_two_factor_required: 'sometimes' } });
      expect([bad.status, Object.keys(bad.body.errors)]).toEqual([422, ['admin_two_factor_required']]);
      // No locking oneself out: the admin asking has no two-factor login.
      expect(await api.post('/api/security/update', { json: { admin_two_factor_required: true } })).toEqual({
        status: 409,
        body: { message: NEEDS_OWN },
      });
      expect((await api.get('/api/security')).body.data.admin_two_factor_required).toBe(false);

      const keeper = await addStaff(api, 'Kiki', 'admin');
      const newcomer = await addStaff(api, 'Nina', 'admin');
      await turnOnTwoFactor(api, keeper);
      const on = await api.post('/api/security/update', { token: keeper.token, json: { admin_two_factor_required: true } });
      expect(on).toEqual({ status: 200, body: { message: 'Security settings saved', data: { admin_two_factor_required: true } } });

      // The session's admin (no two-factor login) still logs in, but is held to its own account's calls.
      const refused = { status: 403, body: { message: SETUP_REQUIRED } };
      expect(await api.get('/api/vendor')).toEqual(refused);
      expect(await api.get('/api/user')).toEqual(refused);
      expect(await api.post('/api/vendor/create', { json: { name: 'Held' } })).toEqual(refused);
      expect(await api.get('/api/security')).toEqual(refused);
      expect((await api.get('/api/me')).status).toBe(200);
      expect((await api.get('/api/me/sessions')).status).toBe(200);
      const admin = (await api.get('/api/me')).body.data;
      expect(admin.totp_enabled).toBe(false);
      // The public's reads stay public; an editor and an admin with two-factor login are not held.
      expect((await api.get('/api/settings', { token: null })).status).toBe(200);
      expect((await api.get('/api/vendor', { token: editor.token })).status).toBe(200);
      expect((await api.get('/api/user', { token: keeper.token })).status).toBe(200);
      // Another admin without it: held, its setup open.
      expect(await api.get('/api/activity', { token: newcomer.token })).toEqual(refused);
      await turnOnTwoFactor(api, newcomer);
      expect((await api.get('/api/activity', { token: newcomer.token })).status).toBe(200);
      // Logout stays open.
      expect((await api.post('/api/logout', { token: newcomer.token })).status).toBe(200);

      // Off again: the session's admin is free.
      const off = await api.post('/api/security/update', { token: keeper.token, json: { admin_two_factor_required: false } });
      expect([off.status, off.body.data]).toEqual([200, { admin_two_factor_required: false }]);
      expect((await api.get('/api/vendor')).status).toBe(200);
      // Both changes are in the history, by whom they were made; they do not revert.
      const history = (await api.get('/api/activity', { query: { module_type: 'security_settings' } })).body.data.data;
      expect(history.map((entry: { user: { id: number }; changes: unknown }) => [entry.user.id, entry.changes])).toEqual([
        [keeper.id, [{ field: 'admin_two_factor_required', before: true, after: false }]],
        [keeper.id, [{ field: 'admin_two_factor_required', before: false, after: true }]],
      ]);
      expect(history[0]).toMatchObject({ action: 'update', label: 'Security settings', revertible: false });
    });
  });
}
