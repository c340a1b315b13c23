import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../../test/renderScreen';
import type { MemberSession } from '../api/accountApi';
import { AccountPage } from './AccountPage';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const sessions: MemberSession[] = [
  {
    id: 11,
    created_at: '2026-11-25T01:00:00.000Z',
    last_used_at: '2026-11-27T08:00:00.000Z',
    expires_at: '2026-12-25T01:00:00.000Z',
    address: '203.0.113.7',
    user_agent: CHROME_ON_WINDOWS,
    current: true,
  },
  {
    id: 12,
    created_at: '2026-11-20T01:00:00.000Z',
    last_used_at: null,
    expires_at: '2026-12-20T01:00:00.000Z',
    address: null,
    user_agent: FIREFOX_ON_LINUX,
    current: false,
  },
];

const renderAccount = (locale?: 'id') =>
  renderScreen(<AccountPage />, { path: '/admin/account', entries: ['/admin/account'], locale, role: 'editor' });

async function fillPasswords(current: string, next: string, repeat = next) {
  await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Repeat the new password'), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('AccountPage (issue 23)', () => {
  it('shows who is signed in: name, e-mail and role', async () => {
    installFakeApi().on('GET', '/api/me/sessions', ok(sessions));
    renderAccount();
    expect(screen.getByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(screen.getByText('Ada Admin')).toBeInTheDocument();
    expect(screen.getByText('admin@example.com')).toBeInTheDocument();
    expect(screen.getByText('Editor')).toBeInTheDocument();
  });

  it('puts the 422 of a wrong current password on its field, keeping the new ones', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = installFakeApi()
      .on('GET', '/api/me/sessions', ok(sessions))
      .on('POST', '/api/me/password', {
        status: 422,
        body: { message: 'Invalid data', errors: { current_password: ['The current password is wrong'] } },
      });
    renderAccount();
    await fillPasswords('not-it', 'a-new-long-password');
    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(current.closest('.ant-form-item')).toHaveTextContent('The current password is wrong'));
    expect(api.calls('POST', '/api/me/password')[0].body).toEqual({ current_password: 'not-it', new_password: 'a-new-long-password' });
    expect(screen.getByLabelText('New password')).toHaveValue('a-new-long-password');
    expect(screen.queryByText(/Your other sessions were ended/)).not.toBeInTheDocument();
  });

  it('says that the other sessions were ended after a change, and asks the sessions again', async () => {
    const api = installFakeApi()
      .on('GET', '/api/me/sessions', ok(sessions))
      .on('POST', '/api/me/password', { body: { message: 'Password changed', data: null } });
    renderAccount();
    await screen.findByText('Firefox on Linux');
    await fillPasswords('old-password', 'a-new-long-password');
    expect(await screen.findByText('Password changed. Your other sessions were ended; this one stays logged in.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    await waitFor(() => expect(api.calls('GET', '/api/me/sessions')).toHaveLength(2));
  });

  it('refuses two different new passwords before sending', async () => {
    const api = installFakeApi().on('GET', '/api/me/sessions', ok(sessions));
    renderAccount();
    await fillPasswords('old-password', 'a-new-long-password', 'another-password');
    expect(await screen.findByText('The two new passwords are not the same')).toBeInTheDocument();
    expect(api.calls('POST', '/api/me/password')).toHaveLength(0);
  });

  it('lists the sessions in plain words, this device marked, and ends another one', async () => {
    const api = installFakeApi()
      .on('GET', '/api/me/sessions', ok(sessions))
      .on('DELETE', '/api/me/sessions/12', { body: { message: 'Session ended', data: { id: 12 } } });
    renderAccount();
    const here = (await screen.findByText('Chrome on Windows')).closest('tr') as HTMLElement;
    expect(within(here).getByText('This device')).toBeInTheDocument();
    expect(within(here).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(here).queryByRole('button', { name: /End session/ })).not.toBeInTheDocument();
    const other = screen.getByText('Firefox on Linux').closest('tr') as HTMLElement;
    expect(within(other).getByText('Unknown')).toBeInTheDocument();
    await userEvent.click(within(other).getByRole('button', { name: /End session: Firefox on Linux/ }));
    await waitFor(() => expect(api.calls('DELETE', '/api/me/sessions/12')).toHaveLength(1));
    expect(await screen.findByText('Session ended')).toBeInTheDocument();
  });

  it('speaks Indonesian', async () => {
    installFakeApi().on('GET', '/api/me/sessions', ok(sessions));
    renderAccount('id');
    expect(await screen.findByRole('heading', { name: 'Akun saya' })).toBeInTheDocument();
    expect(await screen.findByText('Firefox di Linux')).toBeInTheDocument();
    expect(screen.getByText('Perangkat ini')).toBeInTheDocument();
  });
});
