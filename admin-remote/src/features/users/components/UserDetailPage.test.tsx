import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../../test/renderScreen';
import { userRow } from '../testUser';
import { UserDetailPage } from './UserDetailPage';

const renderDetail = (id: number) =>
  renderScreen(<UserDetailPage />, { path: '/admin/user/detail/:id', entries: ['/admin/user', `/admin/user/detail/${id}`] });

describe('UserDetailPage (issue 23)', () => {
  it('fills the form, shows the password state and last login, and saves name, e-mail, role and active', async () => {
    const api = installFakeApi()
      .on('GET', '/api/user/detail/4', ok(userRow(4, { has_password: false, last_login_at: null })))
      .on('POST', '/api/user/update/4', (request) => ({
        body: { message: 'User updated successfully', data: { ...userRow(4), ...(request.body as object) } },
      }));
    renderDetail(4);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Staff 4'));
    expect(screen.getByLabelText('E-mail')).toHaveValue('staff4@example.com');
    expect(screen.getByRole('radio', { name: /Editor/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Account active' })).toBeChecked();
    expect(screen.getByText('Not set yet: the set-password link has not been used')).toBeInTheDocument();
    expect(screen.getByText('Never')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Account active' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/user$/));
    expect(api.calls('POST', '/api/user/update/4')[0].body).toEqual({ name: 'Staff 4', email: 'staff4@example.com', role: 'editor', active: false });
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
  });

  it('shows the 409 of the last active admin above the form and keeps what was chosen', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeApi()
      .on('GET', '/api/user/detail/1', ok(userRow(1, { role: 'admin' })))
      .on('POST', '/api/user/update/1', { status: 409, body: { message: 'At least one active administrator must remain' } });
    renderDetail(1);
    await waitFor(() => expect(screen.getByRole('radio', { name: /Administrator/ })).toBeChecked());
    await userEvent.click(screen.getByRole('radio', { name: /Editor/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = (await screen.findByText('The change was refused')).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('At least one active administrator must remain');
    expect(screen.getByRole('radio', { name: /Editor/ })).toBeChecked();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/user/detail/1');
  });

  it('forgets the refusal at the next save, whose refusal on a field goes on that field', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let saves = 0;
    installFakeApi()
      .on('GET', '/api/user/detail/1', ok(userRow(1, { role: 'admin' })))
      .on('POST', '/api/user/update/1', () =>
        ++saves === 1
          ? { status: 409, body: { message: 'At least one active administrator must remain' } }
          : { status: 422, body: { message: 'The given data was invalid.', errors: { email: ['The email has already been taken'] } } },
      );
    renderDetail(1);
    await waitFor(() => expect(screen.getByRole('radio', { name: /Administrator/ })).toBeChecked());
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The change was refused')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail').closest('.ant-form-item')).toHaveTextContent('The email has already been taken'));
    expect(screen.queryByText('The change was refused')).not.toBeInTheDocument();
  });

  it('makes a new set-password link and shows it', async () => {
    const api = installFakeApi()
      .on('GET', '/api/user/detail/4', ok(userRow(4)))
      .on('POST', '/api/user/invite/4', {
        body: { message: 'Link made', data: { token: 'fresh', expires_at: '2026-12-04T10:30:00.000Z', emailed: true } },
      });
    renderDetail(4);
    await userEvent.click(await screen.findByRole('button', { name: /New set-password link/ }));
    expect(await screen.findByRole('textbox', { name: 'Set-password link' })).toHaveValue(`${window.location.origin}/admin/set-password?token=fresh`);
    expect(screen.getByText(/It was also e-mailed to staff4@example.com/)).toBeInTheDocument();
    expect(api.calls('POST', '/api/user/invite/4')).toHaveLength(1);
  });

  it('deletes after a confirmation and goes back to the list', async () => {
    const api = installFakeApi()
      .on('GET', '/api/user/detail/4', ok(userRow(4)))
      .on('GET', '/api/user', { body: { data: { data: [], total: 0, per_page: 15, current_page: 1, last_page: 1 } } })
      .on('DELETE', '/api/user/delete/4', { body: { message: 'User deleted successfully', data: { id: 4 } } });
    renderDetail(4);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Staff 4'));
    await userEvent.click(screen.getByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the account of Staff 4?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/user$/));
    expect(api.calls('DELETE', '/api/user/delete/4')).toHaveLength(1);
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
  });

  it('shows two-factor login and turns it off after a confirmation (a member who lost the phone; issue 23)', async () => {
    let on = true;
    const api = installFakeApi()
      .on('GET', '/api/user/detail/4', () => ok(userRow(4, { totp_enabled: on })))
      .on('POST', '/api/user/update/4', () => {
        on = false;
        return { body: { message: 'User updated successfully', data: userRow(4, { totp_enabled: false }) } };
      });
    renderDetail(4);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Staff 4'));
    expect(screen.getByText('On')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-factor' }));
    const dialog = await screen.findByRole('dialog', { name: /Turn off two-factor login for Staff 4\?/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(api.calls('POST', '/api/user/update/4')).toHaveLength(1));
    expect(api.calls('POST', '/api/user/update/4')[0]!.body).toEqual({ totp_enabled: false });
    expect(await screen.findByText('Off')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off two-factor' })).not.toBeInTheDocument();
  });
});
