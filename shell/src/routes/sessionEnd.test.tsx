import fs from 'node:fs';
import path from 'node:path';
import { useEffect, useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addLeaveGuard, loggedIn, SESSION_STORAGE_KEY, sessionExpired, useAppDispatch, useMessageDialog } from '@mfe/shared-ui';
import { installFakeApi, paged, uninstallFakeApi } from '@mfe/shared-ui/test/fakeApi';
import { fakeRegistry, loggedInSession, renderShell, setViewportWidth } from '../testing/renderShell';
import { LOGIN_RETURN_KEY } from './guards';

// The session ending mid-edit (issue 13): the screen stays under the admin remote's login dialog;
// the login screen comes back to where it was sent from; the layout asks the screen's leave guards.

const fresh = { id: 1, email: 'admin@example.com', name: 'Admin', token: 'token-2' };

/** A form stand-in: an input whose value lives in the screen's state, and a guard while it is not empty. */
function AreaForm({ area }: { area: string }) {
  const [name, setName] = useState('');
  const dialog = useMessageDialog();
  useEffect(() => {
    if (name) return addLeaveGuard(() => dialog.confirm({ message: 'Discard unsaved changes?', cancelText: 'Stay', confirmText: 'Discard' }));
  }, [name, dialog]);
  return (
    <label>
      Name of the {area}
      <input value={name} onChange={(event) => setName(event.target.value)} />
    </label>
  );
}

/** The admin remote's login dialog, as a stand-in that logs in with one press. */
function LoginDialog() {
  const dispatch = useAppDispatch();
  return (
    <div role="dialog" aria-label="Your session has ended">
      <button type="button" onClick={() => dispatch(loggedIn(fresh))}>
        Log in
      </button>
    </div>
  );
}

const screens = {
  'admin_remote/LoginPage': () => <h1>Login form</h1>,
  'admin_remote/DashboardPage': () => <h1>Welcome</h1>,
  'admin_remote/AreaListPage': ({ area }: { area: string }) => <h1>List of {area}</h1>,
  'admin_remote/AreaFormPage': AreaForm,
  'admin_remote/LoginDialog': LoginDialog,
};
const location = () => screen.getByTestId('location').textContent;

function otherTab(value: string | null) {
  if (value === null) localStorage.removeItem(SESSION_STORAGE_KEY);
  else localStorage.setItem(SESSION_STORAGE_KEY, value);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: value }));
  });
}

// The admin layout's drawer asks for the count of new inquiries: answered, so that no test logs it unreachable.
const NO_NEW_INQUIRIES = { body: paged([], { total: 0, per_page: 1 }) };
beforeEach(() => installFakeApi().on('GET', '/api/inquiry', NO_NEW_INQUIRIES));
afterEach(() => uninstallFakeApi());

describe('a session that ends mid-edit', () => {
  beforeEach(() => sessionStorage.clear());
  it('keeps the admin screen and what was typed under the login dialog; logging in there closes it, no trip to the login page', async () => {
    const { store } = renderShell({ path: '/admin/vendor/create', registry: fakeRegistry(screens), session: loggedInSession });
    await userEvent.type(await screen.findByLabelText('Name of the vendor'), 'Kanto');
    act(() => {
      store.dispatch(sessionExpired());
    });
    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    expect(location()).toBe('/admin/vendor/create');
    expect(screen.getByLabelText('Name of the vendor')).toHaveValue('Kanto');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(screen.queryByRole('dialog', { name: 'Your session has ended' })).not.toBeInTheDocument();
    expect(location()).toBe('/admin/vendor/create');
    expect(screen.getByLabelText('Name of the vendor')).toHaveValue('Kanto');
  });

  it('follows the other tabs: a logout there opens the dialog here, a login there closes it', async () => {
    const { store } = renderShell({ path: '/admin/vendor/create', registry: fakeRegistry(screens), session: loggedInSession });
    await screen.findByLabelText('Name of the vendor');
    otherTab(null);
    expect(await screen.findByRole('dialog', { name: 'Your session has ended' })).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ isLoggedIn: false, ended: 'expired' });
    otherTab(JSON.stringify({ ...fresh, isLoggedIn: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your session has ended' })).not.toBeInTheDocument());
    expect(store.getState().session).toMatchObject({ isLoggedIn: true, token: 'token-2' });
    expect(location()).toBe('/admin/vendor/create');
  });

  it('comes back to the admin page after logging in when the session had expired there (a reload instead of the dialog)', async () => {
    sessionStorage.setItem(LOGIN_RETURN_KEY, '/admin/vendor/create?from=list');
    const { store } = renderShell({ path: '/admin/vendor/create?from=list', registry: fakeRegistry(screens) });
    expect(await screen.findByRole('heading', { name: 'Login form' })).toBeInTheDocument();
    act(() => {
      store.dispatch(loggedIn(fresh));
    });
    expect(await screen.findByLabelText('Name of the vendor')).toBeInTheDocument();
    expect(location()).toBe('/admin/vendor/create?from=list');
    expect(sessionStorage.getItem(LOGIN_RETURN_KEY)).toBeNull();
  });

  it('remembers where the session expired, for a reload', async () => {
    const { store } = renderShell({ path: '/admin/vendor/create', registry: fakeRegistry(screens), session: loggedInSession });
    await screen.findByLabelText('Name of the vendor');
    act(() => {
      store.dispatch(sessionExpired());
    });
    await waitFor(() => expect(sessionStorage.getItem(LOGIN_RETURN_KEY)).toBe('/admin/vendor/create'));
  });

  it('goes to the dashboard after logging in when a guest opened an admin page (spec §4)', async () => {
    sessionStorage.setItem(LOGIN_RETURN_KEY, '/admin/vendor');
    const { store } = renderShell({ path: '/admin/product', registry: fakeRegistry(screens) });
    expect(await screen.findByRole('heading', { name: 'Login form' })).toBeInTheDocument();
    act(() => {
      store.dispatch(loggedIn(fresh));
    });
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('goes to the dashboard after logging in again when the session ended by a Logout', async () => {
    const api = installFakeApi()
      .on('POST', '/api/logout', { body: { message: 'Logged out' } })
      .on('GET', '/api/inquiry', NO_NEW_INQUIRIES);
    const { store } = renderShell({ path: '/admin/vendor', registry: fakeRegistry(screens), session: loggedInSession });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login form' })).toBeInTheDocument();
    expect(api.calls('POST', '/api/logout')).toHaveLength(1);
    act(() => {
      store.dispatch(loggedIn(fresh));
    });
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('stays on a public page when the session expires there', async () => {
    const { store } = renderShell({
      path: '/about',
      registry: fakeRegistry({ ...screens, 'public_remote/LandingPage': () => <h1>About</h1> }),
      session: loggedInSession,
    });
    await screen.findByRole('heading', { name: 'About' });
    act(() => {
      store.dispatch(sessionExpired());
    });
    expect(location()).toBe('/about');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the admin layout and the screen’s unsaved changes', () => {
  afterEach(() => setViewportWidth(1280));

  it('asks before a drawer link leaves a form with changes: Stay keeps them, Discard follows the link', async () => {
    setViewportWidth(1280);
    renderShell({ path: '/admin/vendor/create', registry: fakeRegistry(screens), session: loggedInSession });
    await userEvent.type(await screen.findByLabelText('Name of the vendor'), 'Kanto');
    const drawer = screen.getByRole('navigation', { name: 'Admin' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Product' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Stay' }));
    expect(location()).toBe('/admin/vendor/create');
    expect(screen.getByLabelText('Name of the vendor')).toHaveValue('Kanto');
    await userEvent.click(within(drawer).getByRole('link', { name: 'Product' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { name: 'List of product' })).toBeInTheDocument();
  });

  it('asks before Back leaves a form with changes', async () => {
    const { history } = renderShell({ path: '/admin/vendor', registry: fakeRegistry(screens), session: loggedInSession });
    act(() => history.push('/admin/vendor/create'));
    await userEvent.type(await screen.findByLabelText('Name of the vendor'), 'Kanto');
    act(() => history.go(-1));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Stay' }));
    expect(location()).toBe('/admin/vendor/create');
    expect(screen.getByLabelText('Name of the vendor')).toHaveValue('Kanto');
  });

  it('asks before the top bar’s Logout ends the session over unsaved changes', async () => {
    const api = installFakeApi()
      .on('POST', '/api/logout', { body: { message: 'Logged out' } })
      .on('GET', '/api/inquiry', NO_NEW_INQUIRIES);
    renderShell({ path: '/admin/vendor/create', registry: fakeRegistry(screens), session: loggedInSession });
    await userEvent.type(await screen.findByLabelText('Name of the vendor'), 'Kanto');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Stay' }));
    expect(api.calls('POST', '/api/logout')).toHaveLength(0);
    expect(location()).toBe('/admin/vendor/create');
  });

  it('closes the drawer on Escape on a narrow screen and gives the focus back to its toggle', async () => {
    setViewportWidth(360);
    renderShell({ path: '/admin/dashboard', registry: fakeRegistry(screens), session: loggedInSession });
    const toggle = await screen.findByRole('button', { name: 'Open navigation' });
    await userEvent.click(toggle);
    within(screen.getByRole('navigation', { name: 'Admin' }))
      .getByRole('link', { name: 'Vendor' })
      .focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveFocus();
  });

  it('keeps the top bar and the drawer below every pop-up (antd starts at z-index 1000, the shell’s overlays at 1300)', () => {
    const css = fs.readFileSync(path.join(__dirname, '../layouts/admin/admin.css'), 'utf8');
    const zIndex = (selector: string) => Number(new RegExp(`${selector.replace('.', '\\.')} \\{[^}]*z-index: (\\d+)`).exec(css)?.[1]);
    for (const selector of ['.admin-bar', '.admin-drawer', '.admin-drawer-scrim']) {
      expect(zIndex(selector)).toBeGreaterThan(0);
      expect(zIndex(selector)).toBeLessThan(1000);
    }
    // The title is never cut off with an ellipsis ('Admin Dashbo…' at 360 px): it wraps.
    expect(/\.admin-bar__title \{[^}]*text-overflow: ellipsis/.test(css)).toBe(false);
  });
});
