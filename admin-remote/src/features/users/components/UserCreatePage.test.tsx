import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../../test/renderScreen';
import { userRow } from '../testUser';
import { UserCreatePage } from './UserCreatePage';

const renderCreate = (locale?: 'id') =>
  renderScreen(<UserCreatePage />, { path: '/admin/user/create', entries: ['/admin/user', '/admin/user/create'], locale });

const created = (emailed: boolean) => ({
  status: 201,
  body: {
    message: 'User created successfully',
    data: {
      user: userRow(5, { name: 'Eddie Editor', email: 'eddie@example.com', has_password: false, last_login_at: null }),
      invite: { token: 'tok/en+1', expires_at: '2026-12-04T10:30:00.000Z', emailed },
    },
  },
});

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Eddie Editor');
  await user.type(screen.getByLabelText('E-mail'), 'eddie@example.com');
}

describe('UserCreatePage (issue 23)', () => {
  it('creates an editor unless told otherwise, then shows the one-time link to copy, until when it works, and that it was not e-mailed', async () => {
    const user = userEvent.setup();
    const api = installFakeApi().on('POST', '/api/user/create', created(false));
    renderCreate();
    expect(screen.getByRole('heading', { name: 'Create User' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Editor/ })).toBeChecked();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const link = await screen.findByRole('textbox', { name: 'Set-password link' });
    expect(api.calls('POST', '/api/user/create')[0].body).toEqual({ name: 'Eddie Editor', email: 'eddie@example.com', role: 'editor' });
    expect(link).toHaveValue(`${window.location.origin}/admin/set-password?token=tok%2Fen%2B1`);
    expect(screen.getByText(/Send Eddie Editor this one-time link/)).toBeInTheDocument();
    expect(screen.getByText(/It works once, until 4 December 2026/)).toBeInTheDocument();
    expect(screen.getByText(/It was not e-mailed/)).toBeInTheDocument();
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/admin/set-password?token=tok%2Fen%2B1`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open the user' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/user/detail/5'));
  });

  it('says when the link was e-mailed too, and sends the chosen role', async () => {
    const user = userEvent.setup();
    const api = installFakeApi().on('POST', '/api/user/create', created(true));
    renderCreate();
    await fillIn(user);
    await user.click(screen.getByRole('radio', { name: /Administrator/ }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(/It was also e-mailed to eddie@example.com/)).toBeInTheDocument();
    expect(api.calls('POST', '/api/user/create')[0].body).toMatchObject({ role: 'admin' });
  });

  it('puts a 409 (e-mail taken) on the e-mail field and keeps what was typed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    installFakeApi().on('POST', '/api/user/create', {
      status: 409,
      body: { message: 'An account with this e-mail already exists', errors: { email: ['An account with this e-mail already exists'] } },
    });
    renderCreate();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail').closest('.ant-form-item')).toHaveTextContent('An account with this e-mail already exists'),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Eddie Editor');
    expect(screen.getByLabelText('E-mail')).toHaveValue('eddie@example.com');
    expect(screen.queryByRole('textbox', { name: 'Set-password link' })).not.toBeInTheDocument();
  });

  it('shows a refusal that names no field in an alert above the form', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    installFakeApi().on('POST', '/api/user/create', { status: 409, body: { message: 'Too many accounts' } });
    renderCreate();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const alert = await screen.findByText('The change was refused');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Too many accounts');
    expect(screen.getByLabelText('Name')).toHaveValue('Eddie Editor');
  });

  it('checks the fields before sending', async () => {
    const user = userEvent.setup();
    const api = installFakeApi();
    renderCreate();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    expect(await screen.findByText('E-mail must be a valid address, e.g. sales@example.com')).toBeInTheDocument();
    expect(api.calls('POST', '/api/user/create')).toHaveLength(0);
  });

  it('speaks Indonesian', async () => {
    renderCreate('id');
    installFakeApi();
    expect(await screen.findByRole('heading', { name: 'Buat Pengguna' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Katalog, gambar dan berkasnya/ })).toBeChecked();
  });
});
