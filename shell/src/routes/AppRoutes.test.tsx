import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import { loggedIn } from '@mfe/shared-ui';
import { DEFAULT_SITE_SETTINGS } from '@mfe/catalogue-core/site-settings-defaults';
import { installFakeApi, ok, paged, uninstallFakeApi } from '@mfe/shared-ui/test/fakeApi';
import { editorSession, fakeRegistry, loggedInSession, renderShell } from '../testing/renderShell';

function Landing({ section }: { section: string }) {
  return <h1>Landing {section}</h1>;
}
function ProductType() {
  return <h1>Type {useParams().type}</h1>;
}
function Catalogue() {
  const { type, vendorId } = useParams();
  return (
    <h1>
      Catalogue {type} {vendorId}
    </h1>
  );
}
const Login = () => <h1>Login form</h1>;
const Dashboard = () => <h1>Welcome</h1>;
function AreaList({ area }: { area: string }) {
  return <h1>List of {area}</h1>;
}
function AreaForm({ area }: { area: string }) {
  const { id } = useParams();
  return <h1>{id ? `Edit ${area} ${id}` : `Create ${area}`}</h1>;
}

const InquiryList = () => <h1>Inquiries list</h1>;
const InquiryDetail = () => <h1>Inquiry {useParams().id}</h1>;
const Settings = () => <h1>Settings form</h1>;
const Activity = () => <h1>Activity list</h1>;
const UserDetail = () => <h1>User {useParams().id}</h1>;

const screens = {
  'public_remote/LandingPage': Landing,
  'public_remote/ProductTypePage': ProductType,
  'public_remote/CataloguePage': Catalogue,
  'admin_remote/LoginPage': Login,
  'admin_remote/DashboardPage': Dashboard,
  'admin_remote/AreaListPage': AreaList,
  'admin_remote/AreaFormPage': AreaForm,
  'admin_remote/InquiryListPage': InquiryList,
  'admin_remote/InquiryDetailPage': InquiryDetail,
  'admin_remote/SettingsPage': Settings,
  'admin_remote/ActivityPage': Activity,
  'admin_remote/UserListPage': () => <h1>Users list</h1>,
  'admin_remote/UserCreatePage': () => <h1>Create user form</h1>,
  'admin_remote/UserDetailPage': UserDetail,
  'admin_remote/AccountPage': () => <h1>My account screen</h1>,
  'admin_remote/SetPasswordPage': () => <h1>Set password screen</h1>,
  'admin_remote/ForgotPasswordPage': () => <h1>Forgot password screen</h1>,
};
const location = () => screen.getByTestId('location').textContent;

// The admin layout's drawer asks for the count of new inquiries, the public layout's footer for the
// site settings: answered, so that no test logs them unreachable.
const NO_NEW_INQUIRIES = { body: paged([], { total: 0, per_page: 1 }) };
beforeEach(() => installFakeApi().on('GET', '/api/inquiry', NO_NEW_INQUIRIES).on('GET', '/api/settings', ok(DEFAULT_SITE_SETTINGS)));
afterEach(() => uninstallFakeApi());

describe('public routes', () => {
  it.each([
    ['/', 'home', 'Home | Mitra Presisi Teknik'],
    ['/products', 'products', 'Products | Mitra Presisi Teknik'],
    ['/about', 'about', 'About Us | Mitra Presisi Teknik'],
    ['/contact', 'contact', 'Contact | Mitra Presisi Teknik'],
  ])('%s renders the landing screen at its section with its title', async (path, section, title) => {
    renderShell({ path, registry: fakeRegistry(screens) });
    expect(await screen.findByRole('heading', { name: `Landing ${section}` })).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it('passes the route parameters to the product type and catalogue screens', async () => {
    renderShell({ path: '/product/Machine%20Tools', registry: fakeRegistry(screens) });
    expect(await screen.findByRole('heading', { name: 'Type Machine Tools' })).toBeInTheDocument();
  });

  it('renders the catalogue inside the public layout', async () => {
    renderShell({ path: '/product/catalog/Machine%20Tools/3?category=All', registry: fakeRegistry(screens) });
    expect(await screen.findByRole('heading', { name: 'Catalogue Machine Tools 3' })).toBeInTheDocument();
    expect(await within(screen.getByRole('contentinfo')).findByRole('heading', { name: 'PT Mitra Presisi Teknik' })).toBeInTheDocument();
  });

  it('shows a not-found page for unknown addresses', () => {
    renderShell({ path: '/nowhere' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found | Mitra Presisi Teknik');
  });
});

describe('guards (spec §4)', () => {
  it('sends a logged-out visitor of an admin route to the login screen', async () => {
    renderShell({ path: '/admin/product', registry: fakeRegistry(screens) });
    expect(await screen.findByRole('heading', { name: 'Login form' })).toBeInTheDocument();
    expect(location()).toBe('/admin/login');
    expect(document.title).toBe('Login | Mitra Presisi Teknik');
  });

  it('sends a logged-in visitor of the login screen to the dashboard', async () => {
    renderShell({ path: '/admin/login', registry: fakeRegistry(screens), session: loggedInSession });
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(location()).toBe('/admin/dashboard');
    expect(document.title).toBe('Dashboard | Mitra Presisi Teknik');
  });

  it('goes to the dashboard once the login screen logs the user in', async () => {
    const { store } = renderShell({ path: '/admin/login', registry: fakeRegistry(screens) });
    await screen.findByRole('heading', { name: 'Login form' });
    act(() => {
      store.dispatch(loggedIn({ id: 1, email: 'admin@example.com', name: 'Admin', token: 't' }));
    });
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('sends /admin to the dashboard', async () => {
    renderShell({ path: '/admin', registry: fakeRegistry(screens), session: loggedInSession });
    await waitFor(() => expect(location()).toBe('/admin/dashboard'));
  });

  it('logs out from the top bar: revokes the token, then lands on the login screen', async () => {
    const api = installFakeApi()
      .on('POST', '/api/logout', { body: { message: 'Logged out' } })
      .on('GET', '/api/inquiry', NO_NEW_INQUIRIES);
    const { store } = renderShell({ path: '/admin/vendor', registry: fakeRegistry(screens), session: loggedInSession });
    await screen.findByRole('heading', { name: 'List of vendor' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login form' })).toBeInTheDocument();
    // (The drawer also asks how many inquiries are new.)
    expect(api.calls('POST', '/api/logout').map((r) => ({ url: r.config.url, method: r.config.method, auth: r.headers.Authorization }))).toEqual([
      { url: '/api/logout', method: 'post', auth: 'Bearer token-1' },
    ]);
    expect(store.getState().session).toMatchObject({ isLoggedIn: false, token: null });
    expect(localStorage.getItem('mfe.session')).toBeNull();
  });

  it('stays on a public page when the session ends there (nothing there needs a login)', async () => {
    const { store } = renderShell({ path: '/about', registry: fakeRegistry(screens), session: loggedInSession });
    await screen.findByRole('heading', { name: 'Landing about' });
    act(() => {
      store.dispatch({ type: 'session/loggedOut' });
    });
    expect(location()).toBe('/about');
    expect(screen.getByRole('heading', { name: 'Landing about' })).toBeInTheDocument();
  });
});

describe('admin area routes', () => {
  it('renders the list of a known area with the drawer label as title', async () => {
    renderShell({ path: '/admin/assets-image-manager', registry: fakeRegistry(screens), session: loggedInSession });
    expect(await screen.findByRole('heading', { name: 'List of assets-image-manager' })).toBeInTheDocument();
    expect(document.title).toBe('Images Manager | Mitra Presisi Teknik');
  });

  it('renders the form in create mode without an id and in edit mode with one', async () => {
    renderShell({ path: '/admin/product/create', registry: fakeRegistry(screens), session: loggedInSession });
    expect(await screen.findByRole('heading', { name: 'Create product' })).toBeInTheDocument();
    expect(document.title).toBe('Create Product | Mitra Presisi Teknik');
  });

  it('passes the id of a detail route to the form', async () => {
    renderShell({ path: '/admin/product-series/detail/7', registry: fakeRegistry(screens), session: loggedInSession });
    expect(await screen.findByRole('heading', { name: 'Edit product-series 7' })).toBeInTheDocument();
    expect(document.title).toBe('Product Series Detail | Mitra Presisi Teknik');
  });

  it.each([
    ['/admin/dashboard', 'Dasbor'],
    ['/admin/product/create', 'Buat Produk'],
    ['/admin/assets-image-manager/detail/3', 'Detail Gambar'],
    ['/admin/inquiry/detail/12', 'Detail Permintaan'],
    ['/admin/settings', 'Pengaturan Situs'],
    ['/admin/activity', 'Aktivitas'],
  ])('titles %s in the language staff chose (Indonesian: %s)', async (path, title) => {
    renderShell({ path, registry: fakeRegistry(screens), session: loggedInSession, locale: 'id' });
    await screen.findByRole('heading', { level: 1, name: /./ });
    await waitFor(() => expect(document.title).toBe(`${title} | Mitra Presisi Teknik`));
  });

  it('does not ask the remote for an unknown area', async () => {
    const registry = fakeRegistry(screens);
    renderShell({ path: '/admin/customers', registry, session: loggedInSession });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(registry.load).not.toHaveBeenCalledWith('admin_remote', 'AreaListPage');
  });
});

describe('inquiry routes', () => {
  it('renders the inquiry list and detail screens with their titles', async () => {
    renderShell({ path: '/admin/inquiry', registry: fakeRegistry(screens), session: loggedInSession });
    expect(await screen.findByRole('heading', { name: 'Inquiries list' })).toBeInTheDocument();
    expect(document.title).toBe('Inquiries | Mitra Presisi Teknik');
  });

  it('passes the id of an inquiry to its detail', async () => {
    renderShell({ path: '/admin/inquiry/detail/12', registry: fakeRegistry(screens), session: loggedInSession });
    expect(await screen.findByRole('heading', { name: 'Inquiry 12' })).toBeInTheDocument();
    expect(document.title).toBe('Inquiry Detail | Mitra Presisi Teknik');
  });

  it('has no create screen: inquiries come from visitors', async () => {
    const registry = fakeRegistry(screens);
    renderShell({ path: '/admin/inquiry/create', registry, session: loggedInSession });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(registry.load).not.toHaveBeenCalledWith('admin_remote', 'AreaFormPage');
  });
});

describe('the settings route (issue 23)', () => {
  it('renders the settings screen with its title', async () => {
    renderShell({ path: '/admin/settings', registry: fakeRegistry(screens), session: loggedInSession });
    expect(await screen.findByRole('heading', { name: 'Settings form' })).toBeInTheDocument();
    expect(document.title).toBe('Site Settings | Mitra Presisi Teknik');
  });

  it('has no create screen: there is one set of settings', async () => {
    renderShell({ path: '/admin/settings/create', registry: fakeRegistry(screens), session: loggedInSession });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('the activity route (issue 23)', () => {
  it('renders the activity screen with its title', async () => {
    renderShell({ path: '/admin/activity', registry: fakeRegistry(screens), session: loggedInSession });
    expect(await screen.findByRole('heading', { name: 'Activity list' })).toBeInTheDocument();
    expect(document.title).toBe('Activity | Mitra Presisi Teknik');
  });
});

describe('sections by role (issue 23)', () => {
  it.each(['/admin/user', '/admin/user/create', '/admin/user/detail/3', '/admin/settings'])(
    'tells an editor who opens %s that only administrators can, without loading the screen',
    async (path) => {
      const registry = fakeRegistry(screens);
      renderShell({ path, registry, session: editorSession });
      expect(await screen.findByRole('heading', { name: 'Only administrators can open this page' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/admin/dashboard');
      expect(registry.load).not.toHaveBeenCalledWith('admin_remote', expect.stringMatching(/^(User|Settings)/));
    },
  );

  it('says it in Indonesian too', async () => {
    renderShell({ path: '/admin/user', registry: fakeRegistry(screens), session: editorSession, locale: 'id' });
    expect(await screen.findByRole('heading', { name: 'Hanya administrator yang dapat membuka halaman ini' })).toBeInTheDocument();
    expect(document.title).toBe('Pengguna | Mitra Presisi Teknik');
  });

  it('opens the users screens for an admin, with their titles', async () => {
    renderShell({ path: '/admin/user/detail/3', registry: fakeRegistry(screens), session: loggedInSession });
    expect(await screen.findByRole('heading', { name: 'User 3' })).toBeInTheDocument();
    expect(document.title).toBe('User Detail | Mitra Presisi Teknik');
  });

  it('lets an editor open the catalogue', async () => {
    renderShell({ path: '/admin/vendor', registry: fakeRegistry(screens), session: editorSession });
    expect(await screen.findByRole('heading', { name: 'List of vendor' })).toBeInTheDocument();
  });

  it('opens My account inside the admin layout for every role', async () => {
    renderShell({ path: '/admin/account', registry: fakeRegistry(screens), session: editorSession });
    expect(await screen.findByRole('heading', { name: 'My account screen' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });
});

describe('the pages a link or a forgotten password lead to (issue 23)', () => {
  it('opens the set-password page without a login, and while logged in', async () => {
    renderShell({ path: '/admin/set-password?token=abc', registry: fakeRegistry(screens) });
    expect(await screen.findByRole('heading', { name: 'Set password screen' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/set-password?token=abc');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('keeps a logged-in admin on the set-password page (trying the link they made)', async () => {
    renderShell({ path: '/admin/set-password?token=abc', registry: fakeRegistry(screens), session: loggedInSession });
    expect(await screen.findByRole('heading', { name: 'Set password screen' })).toBeInTheDocument();
  });

  it('opens the forgotten-password form for a guest, and sends a logged-in member to the dashboard', async () => {
    renderShell({ path: '/admin/forgot-password', registry: fakeRegistry(screens) });
    expect(await screen.findByRole('heading', { name: 'Forgot password screen' })).toBeInTheDocument();
  });

  it('sends a logged-in member from the forgotten-password form to the dashboard', async () => {
    renderShell({ path: '/admin/forgot-password', registry: fakeRegistry(screens), session: loggedInSession });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
  });
});
