import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeRegistry, loggedInSession, renderShell, setViewportWidth } from '../../testing/renderShell';

const Dashboard = () => <h1>Welcome</h1>;
const AreaList = ({ area }: { area: string }) => <h1>List of {area}</h1>;
const registry = () => fakeRegistry({ 'admin_remote/DashboardPage': Dashboard, 'admin_remote/AreaListPage': AreaList });

describe('admin layout', () => {
  afterEach(() => setViewportWidth(1280));

  it('has the top bar title and the drawer open at 960 px and wider, with the eight links', async () => {
    setViewportWidth(960);
    renderShell({ path: '/admin/dashboard', registry: registry(), session: loggedInSession });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    const drawer = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Product', 'Product Series', 'Product Category', 'Vendor', 'Manufacture Type', 'Images Manager', 'Files Manager']);
    expect(screen.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true');
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

  it('shows who is logged in', async () => {
    renderShell({ path: '/admin/dashboard', registry: registry(), session: loggedInSession });
    expect(await screen.findByText('Admin')).toBeInTheDocument();
  });
});
