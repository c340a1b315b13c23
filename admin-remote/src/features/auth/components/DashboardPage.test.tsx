import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectSession } from '@mfe/shared-ui';
import { installFakeApi, paged } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../../test/renderScreen';
import { DashboardPage } from './DashboardPage';

/** The dashboard's own call: the count of new inquiries (none). */
const installApi = () => installFakeApi().on('GET', '/api/inquiry', { body: paged([], { total: 0, per_page: 1 }) });
const renderDashboard = () => renderScreen(<DashboardPage />, { path: '/admin/dashboard', entries: ['/admin/dashboard'] });

describe('DashboardPage', () => {
  it('welcomes the user by name', () => {
    installApi();
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Welcome, Ada Admin' })).toBeInTheDocument();
  });

  it("has a shortcut to every section but itself, in the staff's language (the site settings included)", async () => {
    installApi();
    renderScreen(<DashboardPage />, { path: '/admin/dashboard', entries: ['/admin/dashboard'], locale: 'id' });
    expect(await screen.findByRole('link', { name: 'Pengaturan Situs' })).toHaveAttribute('href', '/admin/settings');
    expect(screen.getByRole('link', { name: 'Pengelola Berkas' })).toHaveAttribute('href', '/admin/assets-file-manager');
    expect(screen.queryByRole('link', { name: 'Beranda' })).not.toBeInTheDocument();
  });

  it('has no shortcut to the users and the site settings for an editor (issue 23)', async () => {
    installApi();
    renderScreen(<DashboardPage />, { path: '/admin/dashboard', entries: ['/admin/dashboard'], role: 'editor' });
    expect(await screen.findByRole('link', { name: 'Vendor' })).toHaveAttribute('href', '/admin/vendor');
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Site Settings' })).not.toBeInTheDocument();
  });

  it("has the users among an admin's shortcuts", async () => {
    installApi();
    renderDashboard();
    expect(await screen.findByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/user');
  });

  it('shows how many inquiries are new, linking to the list of the new ones', async () => {
    const api = installFakeApi().on('GET', '/api/inquiry', { body: paged([{ id: 1 }], { total: 3, per_page: 1 }) });
    renderDashboard();
    const card = await screen.findByRole('link', { name: 'New inquiries: 3' });
    expect(api.calls('GET', '/api/inquiry')[0].params).toEqual({ status: 'new', items_per_page: 1 });
    await userEvent.click(card);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/inquiry'));
    expect(screen.getByTestId('query')).toHaveTextContent('?status=new');
  });

  it('says when the count of new inquiries cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeApi().on('GET', '/api/inquiry', { status: 500, body: { message: 'Down' } });
    renderDashboard();
    expect(await screen.findByText('The count could not be read; open the list to see them.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New inquiries: …' })).toBeInTheDocument();
    // Silent: no error snackbar for a count.
    expect(screen.queryByText(/Down/)).not.toBeInTheDocument();
  });

  it('revokes the token, clears the session and goes to the login screen', async () => {
    const api = installApi().on('POST', '/api/logout', { body: { message: 'Logged out', data: null } });
    const { store } = renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: /Logout/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/login'));
    expect(api.calls('POST', '/api/logout')[0].headers).toMatchObject({ Authorization: 'Bearer test-token' });
    expect(selectSession(store.getState())).toMatchObject({ isLoggedIn: false, token: null });
  });

  it('still logs out on this device when the server cannot be reached', async () => {
    installApi().on('POST', '/api/logout', { status: 503, body: { message: 'Down' } });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: /Logout/ }));
    await waitFor(() => expect(selectSession(store.getState()).isLoggedIn).toBe(false));
    // The navigation follows the logout's promise: a tick later on a busy machine.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/login'));
    expect(screen.queryByText(/Down/)).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});
