// Staff accounts (issue 23): the admin's user calls, one's own account and sessions, and the
// public set-password links. Login and logout stay each adapter's own (the API throttles them).
import { z } from 'zod';
import * as responses from '../schemas/responses';
import * as staff from '../schemas/staff';
import { changeOwnPassword, endOwnSession, listOwnSessions, readMe } from '../useCases/ownAccount';
import { forgotPassword, setPasswordByLink } from '../useCases/passwordLinks';
import { readSiteSettings } from '../useCases/siteSettings';
import { disableTwoFactor, enableTwoFactor, startTwoFactor } from '../useCases/twoFactor';
import { getSecuritySettings, updateSecuritySettings } from '../useCases/securitySettings';
import { createUser, deleteUser, inviteUser, listUsers, readUser, updateUser } from '../useCases/staffAccounts';
import { catalogueRoute, sentId, type CatalogueRoute } from './route';
import { idParams, listQueryString } from './requestSchemas';

const USER = '/api/user';
const fields = async (readForm: () => Promise<{ fields: Record<string, unknown> }>) => (await readForm()).fields;

export const STAFF_ROUTES: CatalogueRoute[] = [
  catalogueRoute({
    id: 'user.list',
    method: 'GET',
    path: USER,
    access: 'admin',
    doc: { tag: 'User', summary: 'Paged list of the staff accounts, in id order (search: name or e-mail contains; admin)' },
    request: { query: listQueryString([]) },
    response: { status: 200, schema: responses.page(staff.user) },
    input: ({ query }) => query,
    run: ({ staff: services }, query) => listUsers(services, query),
  }),
  catalogueRoute({
    id: 'user.detail',
    method: 'GET',
    path: `${USER}/detail/:id`,
    access: 'admin',
    doc: { tag: 'User', summary: 'Detail (admin)' },
    request: { params: idParams },
    response: { status: 200, schema: responses.one(staff.user) },
    input: sentId,
    run: ({ staff: services }, id) => readUser(services, id),
  }),
  catalogueRoute({
    id: 'user.create',
    method: 'POST',
    path: `${USER}/create`,
    access: 'admin',
    doc: {
      tag: 'User',
      summary:
        'Create an account (active, no password) and its invite link, valid 7 days, e-mailed when SMTP_URL is set (admin; 409 when the e-mail is taken)',
    },
    request: { body: staff.userCreateInput },
    response: { status: 201, schema: responses.saved(staff.userCreated) },
    input: () => null,
    run: ({ staff: services, actor }, _none, readForm) => createUser(services, actor, () => fields(readForm)),
  }),
  catalogueRoute({
    id: 'user.update',
    method: 'POST',
    path: `${USER}/update/:id`,
    access: 'admin',
    doc: {
      tag: 'User',
      summary: "Change the fields given; deactivating ends the account's sessions (admin; 409 when no active admin would remain)",
    },
    request: { params: idParams, body: staff.userUpdateInput },
    response: { status: 200, schema: responses.saved(staff.user) },
    input: sentId,
    run: ({ staff: services, actor }, id, readForm) => updateUser(services, actor, id, () => fields(readForm)),
  }),
  catalogueRoute({
    id: 'user.invite',
    method: 'POST',
    path: `${USER}/invite/:id`,
    access: 'admin',
    doc: { tag: 'User', summary: 'A new set-password link, valid 7 days; the older links of the account stop working (admin)' },
    request: { params: idParams },
    response: { status: 200, schema: responses.saved(staff.passwordLink) },
    input: sentId,
    run: ({ staff: services }, id) => inviteUser(services, id),
  }),
  catalogueRoute({
    id: 'user.delete',
    method: 'DELETE',
    path: `${USER}/delete/:id`,
    access: 'admin',
    doc: { tag: 'User', summary: 'Delete an account and its sessions (admin; 409 for oneself and for the last active admin)' },
    request: { params: idParams },
    response: { status: 200, schema: responses.deleted },
    input: sentId,
    run: ({ staff: services, actor }, id) => deleteUser(services, id, actor),
  }),
  catalogueRoute({
    id: 'me.read',
    method: 'GET',
    path: '/api/me',
    access: 'staff',
    doc: { tag: 'Me', summary: 'The signed-in account' },
    request: {},
    response: { status: 200, schema: responses.one(staff.me) },
    input: () => null,
    run: ({ staff: services, actor }) => readMe(services, actor),
  }),
  catalogueRoute({
    id: 'me.password',
    method: 'POST',
    path: '/api/me/password',
    access: 'staff',
    doc: { tag: 'Me', summary: "Change one's password (the current one required: 422 when wrong); one's other sessions end" },
    request: { body: staff.ownPasswordInput },
    response: { status: 200, schema: responses.saved(z.null()) },
    input: () => null,
    run: ({ staff: services, actor }, _none, readForm) => changeOwnPassword(services, actor, () => fields(readForm)),
  }),
  catalogueRoute({
    id: 'me.sessions',
    method: 'GET',
    path: '/api/me/sessions',
    access: 'staff',
    doc: { tag: 'Me', summary: "One's sessions that can still be used, newest first; current: the one asking" },
    request: {},
    response: { status: 200, schema: responses.one(z.array(staff.session)) },
    input: () => null,
    run: ({ staff: services, actor }) => listOwnSessions(services, actor),
  }),
  catalogueRoute({
    id: 'me.sessions.end',
    method: 'DELETE',
    path: '/api/me/sessions/:id',
    access: 'staff',
    doc: { tag: 'Me', summary: "End one of one's sessions (its token stops working; 404 for another account's)" },
    request: { params: idParams },
    response: { status: 200, schema: responses.deleted },
    input: sentId,
    run: ({ staff: services, actor }, id) => endOwnSession(services, actor, id),
  }),
  catalogueRoute({
    id: 'me.two-factor.setup',
    method: 'POST',
    path: '/api/me/two-factor/setup',
    access: 'staff',
    doc: {
      tag: 'Me',
      summary:
        'Start two-factor login: a new secret for an authenticator app, as text and as an otpauth URL (the current password required; 409 when it is on)',
    },
    request: { body: staff.currentPasswordInput },
    response: { status: 200, schema: responses.one(staff.twoFactorSetup) },
    input: () => null,
    run: async ({ staff: services, actor, store }, _none, readForm) =>
      startTwoFactor(services, actor, (await readSiteSettings(store)).company_name, () => fields(readForm)),
  }),
  catalogueRoute({
    id: 'me.two-factor.enable',
    method: 'POST',
    path: '/api/me/two-factor/enable',
    access: 'staff',
    doc: {
      tag: 'Me',
      summary: 'Turn two-factor login on with a code of the new secret: answers 10 recovery codes, shown once (422 for a wrong code)',
    },
    request: { body: staff.twoFactorCodeInput },
    response: { status: 200, schema: responses.saved(staff.recoveryCodes) },
    input: () => null,
    run: ({ staff: services, actor }, _none, readForm) => enableTwoFactor(services, actor, () => fields(readForm)),
  }),
  catalogueRoute({
    id: 'me.two-factor.disable',
    method: 'POST',
    path: '/api/me/two-factor/disable',
    access: 'staff',
    doc: { tag: 'Me', summary: 'Turn two-factor login off (the current password required)' },
    request: { body: staff.currentPasswordInput },
    response: { status: 200, schema: responses.saved(z.null()) },
    input: () => null,
    run: ({ staff: services, actor }, _none, readForm) => disableTwoFactor(services, actor, () => fields(readForm)),
  }),
  catalogueRoute({
    id: 'security.get',
    method: 'GET',
    path: '/api/security',
    access: 'admin',
    doc: { tag: 'Security', summary: 'The staff security settings: whether every admin account must have two-factor login (admin)' },
    request: {},
    response: { status: 200, schema: responses.one(staff.securitySettings) },
    input: () => null,
    run: ({ staff: services }) => getSecuritySettings(services),
  }),
  catalogueRoute({
    id: 'security.update',
    method: 'POST',
    path: '/api/security/update',
    access: 'admin',
    doc: {
      tag: 'Security',
      summary:
        "Require two-factor login of every admin account, or not: while required, an admin account without it may only call its own account's routes (/api/me…) and logout, 403 else (admin; 409 when requiring it without having it on oneself)",
    },
    request: { body: staff.securitySettingsInput },
    response: { status: 200, schema: responses.saved(staff.securitySettings) },
    input: () => null,
    run: ({ staff: services, actor }, _none, readForm) => updateSecuritySettings(services, actor, () => fields(readForm)),
  }),
  catalogueRoute({
    id: 'password.set',
    method: 'POST',
    path: '/api/password/set',
    access: 'public',
    doc: {
      tag: 'Password',
      summary:
        "Set the password of a set-password link's account; the link is spent and the account's sessions end (public; 422 for an unknown, spent or expired link)",
    },
    request: { body: staff.passwordSetInput },
    response: { status: 200, schema: responses.saved(z.null()) },
    input: () => null,
    run: ({ staff: services }, _none, readForm) => setPasswordByLink(services, () => fields(readForm)),
  }),
  catalogueRoute({
    id: 'password.forgot',
    method: 'POST',
    path: '/api/password/forgot',
    access: 'public',
    doc: {
      tag: 'Password',
      summary:
        'Ask for a reset link, valid 1 hour, e-mailed to an active account of that address when SMTP_URL is set (public; the same answer whatever the address)',
    },
    request: { body: staff.passwordForgotInput },
    response: { status: 200, schema: z.object({ message: z.string() }) },
    input: () => null,
    run: ({ staff: services }, _none, readForm) => forgotPassword(services, () => fields(readForm)),
  }),
];
