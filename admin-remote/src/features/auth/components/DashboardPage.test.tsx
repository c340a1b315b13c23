import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectSession } from '@mfe/shared-ui';
import { installFakeApi } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../../test/renderScreen';
import { DashboardPage } from './DashboardPage';

const renderDashboard = () => renderScreen(<DashboardPage />, { path: '/admin/dashboard', entries: ['/admin/dashboard'] });

describe('DashboardPage', () => {
  it('welcomes the user by name', () => {
    installFakeApi();
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Welcome, Ada Admin' })).toBeInTheDocument();
  });

  it('revokes the token, clears the session and goes to the login screen', async () => {
    const api = installFakeApi().on('POST', '/api/logout', { body: { message: 'Logged out', data: null } });
    const { store } = renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: /Logout/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/login'));
    expect(api.calls('POST', '/api/logout')[0].headers).toMatchObject({ Authorization: 'Bearer test-token' });
    expect(selectSession(store.getState())).toMatchObject({ isLoggedIn: false, token: null });
  });

  it('still logs out on this device when the server cannot be reached', async () => {
    installFakeApi().on('POST', '/api/logout', { status: 503, body: { message: 'Down' } });
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
