import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALE_STORAGE_KEY } from '@mfe/shared-ui';
import { installFakeApi, paged, type FakeApi } from '@mfe/shared-ui/test/fakeApi';
import { editorSession, fakeRegistry, loggedInSession, renderShell, setViewportWidth } from '../../testing/renderShell';

const Dashboard = () => <h1>Welcome</h1>;
const AreaList = ({ area }: { area: string }) => <h1>List of {area}</h1>;
const registry = () => fakeRegistry({ 'admin_remote/DashboardPage': Dashboard, 'admin_remote/AreaListPage': AreaList });

describe('admin layout', () => {
  let api: FakeApi;
  // The drawer's one call: how many inquiries are new.
  beforeEach(() => (api = installFakeApi().on('GET', '/api/inquiry', { body: paged([], { total: 0, per_page: 1 }) })));
  afterEach(() => setViewportWidth(1280));

  it('has the top bar title and the drawer open at 960 px and wider, with the twelve links of an admin', async () => {
    setViewportWidth(960);
    renderShell({ path: '/admin/dashboard', registry: registry(), session: loggedInSession });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    const drawer = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Inquiries',
      'Product',
      'Product Series',
      'Product Category',
      'Vendor',
      'Manufacture Type',
      'Images Manager',
      'Files Manager',
      'Site Settings',
      'Users',
      'Activity',
    ]);
    expect(screen.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows an editor the drawer without Users and Site Settings (issue 23)', async () => {
    renderShell({ path: '/admin/dashboard', registry: registry(), session: editorSession });
    const drawer = await screen.findByRole('navigation', { name: 'Admin' });
    const labels = within(drawer)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toContain('Vendor');
    expect(labels).toContain('Inquiries');
    expect(labels).toContain('Activity');
    expect(labels).not.toContain('Users');
    expect(labels).not.toContain('Site Settings');
  });

  it('follows the role GET /api/me answers: an admin demoted since the login loses Users and Site Settings', async () => {
    api.on('GET', '/api/me', { body: { data: { id: 1, email: 'admin@example.com', name: 'Ada Now', role: 'editor' } } });
    const { store } = renderShell({ path: '/admin/dashboard', registry: registry(), session: loggedInSession });
    const drawer = await screen.findByRole('navigation', { name: 'Admin' });
    await waitFor(() => expect(within(drawer).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument());
    expect(within(drawer).queryByRole('link', { name: 'Site Settings' })).not.toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ role: 'editor', name: 'Ada Now', token: 'token-1' });
    expect(api.calls('GET', '/api/me')[0].headers).toMatchObject({ Authorization: 'Bearer token-1' });
  });

  it('learns the role of a session stored before roles from GET /api/me', async () => {
    api.on('GET', '/api/me', { body: { data: { id: 1, email: 'admin@example.com', name: 'Admin', role: 'editor' } } });
    const { store } = renderShell({ path: '/admin/dashboard', registry: registry(), session: { ...loggedInSession, role: null } });
    const drawer = await screen.findByRole('navigation', { name: 'Admin' });
    await waitFor(() => expect(store.getState().session.role).toBe('editor'));
    expect(within(drawer).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });

  it("links the member's name to My account", async () => {
    renderShell({ path: '/admin/dashboard', registry: registry(), session: loggedInSession });
    expect(await screen.findByRole('link', { name: /^Admin.*My account$/ })).toHaveAttribute('href', '/admin/account');
  });

  it('starts with the drawer closed below 960 px, and the toggle opens it', async () => {
    setViewportWidth(959);
    renderShell({ path: '/admin/dashboard', registry: registry(), session: loggedInSession });
    await screen.findByRole('heading', { name: 'Welcome' });
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  });

  it('closes the drawer on a narrow screen after following a link', async () => {
    setViewportWidth(375);
    renderShell({ path: '/admin/dashboard', registry: registry(), session: loggedInSession });
    await userEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Vendor' }));
    expect(await screen.findByRole('heading', { name: 'List of vendor' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows the count of new inquiries beside their link, and none when there are none', async () => {
    api.on('GET', '/api/inquiry', { body: paged([{ id: 9 }], { total: 4, per_page: 1 }) });
    renderShell({ path: '/admin/dashboard', registry: registry(), session: loggedInSession });
    const drawer = await screen.findByRole('navigation', { name: 'Admin' });
    expect(await within(drawer).findByRole('link', { name: 'Inquiries 4 new' })).toHaveAttribute('href', '/admin/inquiry');
    expect(api.calls('GET', '/api/inquiry')[0].params).toEqual({ status: 'new', items_per_page: 1 });
    expect(api.calls('GET', '/api/inquiry')[0].headers).toMatchObject({ Authorization: 'Bearer token-1' });
  });

  it('shows no badge when no inquiry is new', async () => {
    renderShell({ path: '/admin/dashboard', registry: registry(), session: loggedInSession });
    const drawer = await screen.findByRole('navigation', { name: 'Admin' });
    await waitFor(() => expect(api.calls('GET', '/api/inquiry')).toHaveLength(1));
    expect(within(drawer).getByRole('link', { name: 'Inquiries' })).toBeInTheDocument();
    expect(drawer.querySelector('.admin-drawer__badge')).toBeNull();
  });

  it('shows who is logged in', async () => {
    renderShell({ path: '/admin/dashboard', registry: registry(), session: loggedInSession });
    expect(await screen.findByText('Admin')).toBeInTheDocument();
  });

  it('switches the admin’s language in place from the top bar, and remembers it (issue 22)', async () => {
    setViewportWidth(1280);
    const { store } = renderShell({ path: '/admin/dashboard', registry: registry(), session: loggedInSession });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bahasa Indonesia' }));
    expect(await screen.findByRole('heading', { name: 'Dasbor Admin' })).toBeInTheDocument();
    expect(store.getState().locale.current).toBe('id');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('id');
    expect(document.documentElement.lang).toBe('id');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/dashboard$/);
    const drawer = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(drawer).getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/admin/dashboard');
    expect(within(drawer).getByRole('link', { name: 'Jenis Manufaktur' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keluar' })).toBeInTheDocument();
    // And back.
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
  });
});
