import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../../test/renderScreen';
import { SetPasswordPage } from './SetPasswordPage';

const EXPIRED = 'This link has expired or was already used. Ask an administrator for a new one.';
const renderPage = (entry: string, locale?: 'id') =>
  renderScreen(<SetPasswordPage />, { path: '/admin/set-password', entries: [entry], loggedIn: false, locale });

async function choose(password: string, repeat = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Repeat the new password'), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('SetPasswordPage (issue 23)', () => {
  it("sets the password of the link's token without a login, then leads to the login", async () => {
    const api = installFakeApi().on('POST', '/api/password/set', { body: { message: 'Password set', data: null } });
    renderPage('/admin/set-password?token=tok-1');
    expect(screen.getByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
    await choose('a-new-long-password');
    expect(await screen.findByText('Your password is set')).toBeInTheDocument();
    const [call] = api.calls('POST', '/api/password/set');
    expect(call.body).toEqual({ token: 'tok-1', password: 'a-new-long-password' });
    expect(call.headers).not.toHaveProperty('Authorization');
    await userEvent.click(screen.getByRole('link', { name: 'Go to the login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/login'));
  });

  it('says plainly that an expired or spent link cannot be used', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeApi().on('POST', '/api/password/set', { status: 422, body: { message: EXPIRED } });
    renderPage('/admin/set-password?token=old');
    await choose('a-new-long-password');
    expect(await screen.findByText('This link cannot be used')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the login' })).toHaveAttribute('href', '/admin/login');
  });

  it('puts a refused password on its field and stays', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeApi().on('POST', '/api/password/set', {
      status: 422,
      body: { message: 'Invalid data', errors: { password: ['Password must be at least 10 characters'] } },
    });
    renderPage('/admin/set-password?token=tok-1');
    await choose('short');
    expect(await screen.findByText('Password must be at least 10 characters')).toBeInTheDocument();
    expect(screen.queryByText('This link cannot be used')).not.toBeInTheDocument();
  });

  it('says so when the link lost its token, without sending anything', () => {
    const api = installFakeApi();
    renderPage('/admin/set-password');
    expect(screen.getByText('This link cannot be used')).toBeInTheDocument();
    expect(screen.getByText(/The link is incomplete/)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('refuses two different passwords before sending', async () => {
    const api = installFakeApi();
    renderPage('/admin/set-password?token=tok-1');
    await choose('a-new-long-password', 'another-one');
    expect(await screen.findByText('The two new passwords are not the same')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('speaks Indonesian', () => {
    installFakeApi();
    renderPage('/admin/set-password', 'id');
    expect(screen.getByRole('heading', { name: 'Atur kata sandi Anda' })).toBeInTheDocument();
    expect(screen.getByText('Tautan ini tidak dapat dipakai')).toBeInTheDocument();
  });
});
