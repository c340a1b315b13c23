import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectSession, setRuntimeConfig } from '@mfe/shared-ui';
import { installFakeApi, type FakeApi } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../../test/renderScreen';
import { LoginPage } from './LoginPage';

describe('LoginPage', () => {
  let api: FakeApi;
  beforeEach(() => {
    setRuntimeConfig({});
    api = installFakeApi();
  });

  const renderLogin = () => renderScreen(<LoginPage />, { path: '/admin/login', entries: ['/admin/login'], loggedIn: false });

  it('shows the required messages and sends nothing while the form is empty', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('rejects an e-mail without the simple shape', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'admin@example');
    await userEvent.type(screen.getByLabelText('Password'), 'secret{Enter}');
    expect(await screen.findByText('Email must be valid')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('rejects an e-mail longer than the API takes (255 characters)', async () => {
    renderLogin();
    await userEvent.click(screen.getByLabelText('Email'));
    await userEvent.paste(`${'a'.repeat(250)}@example.com`);
    await userEvent.type(screen.getByLabelText('Password'), 'secret{Enter}');
    expect(await screen.findByText('Email must be valid')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('logs in on Enter, stores the session, toasts and goes to the dashboard', async () => {
    api.on('POST', '/api/login', { body: { data: { id: 3, email: 'ada@example.com', name: 'Ada', token: 'tok' } } });
    const { store } = renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'pw{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
    expect(api.calls('POST', '/api/login')[0].body).toEqual({ email: 'ada@example.com', password: 'pw' });
    expect(api.calls('POST', '/api/login')[0].headers.Authorization).toBeUndefined();
    expect(selectSession(store.getState())).toMatchObject({ isLoggedIn: true, name: 'Ada', token: 'tok' });
    expect(screen.getByText('Login successful')).toBeInTheDocument();
  });

  it("keeps the login's role in the session (issue 23)", async () => {
    api.on('POST', '/api/login', { body: { data: { id: 3, email: 'eddie@example.com', name: 'Eddie', role: 'editor', token: 'tok' } } });
    const { store } = renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'eddie@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'pw{Enter}');
    await waitFor(() => expect(selectSession(store.getState())).toMatchObject({ isLoggedIn: true, role: 'editor' }));
  });

  it("links the forgotten password's form (issue 23)", async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/forgot-password'));
  });

  it('says why a login failed and stays on the form with what was typed', async () => {
    api.on('POST', '/api/login', { status: 401, body: { message: 'Invalid email or password' } });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong{Enter}');
    expect(await screen.findByText('Login failed: Invalid email or password')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(selectSession(store.getState()).isLoggedIn).toBe(false);
    expect(logged).toHaveBeenCalledWith('POST /api/login failed (401)', expect.anything());
  });

  it('asks for the code of an account with two-factor login on, the e-mail and password kept; a wrong code on its field (issue 23)', async () => {
    const required = 'Enter the code of your authenticator app, or a recovery code';
    api.on('POST', '/api/login', (request) => {
      const { code } = request.body as { code?: string };
      if (code === undefined) return { status: 401, body: { message: required, errors: { code: [required] } } };
      if (code !== '123456') return { status: 401, body: { message: 'The code is not correct', errors: { code: ['The code is not correct'] } } };
      return { body: { data: { id: 3, email: 'ada@example.com', name: 'Ada', role: 'admin', token: 'tok' } } };
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'pw{Enter}');

    const code = await screen.findByLabelText('Code');
    expect(screen.getByText('Enter the 6-digit code of your authenticator app, or one of your recovery codes.')).toBeInTheDocument();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByText(/Login failed/)).not.toBeInTheDocument();

    await userEvent.type(code, '000000{Enter}');
    await waitFor(() => expect(code.closest('.ant-form-item')).toHaveTextContent('The code is not correct'));
    expect(selectSession(store.getState()).isLoggedIn).toBe(false);
    await userEvent.clear(code);
    await userEvent.type(code, '123456{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
    expect(api.calls('POST', '/api/login').map((call) => call.body)).toEqual([
      { email: 'ada@example.com', password: 'pw' },
      { email: 'ada@example.com', password: 'pw', code: '000000' },
      { email: 'ada@example.com', password: 'pw', code: '123456' },
    ]);
    expect(selectSession(store.getState())).toMatchObject({ isLoggedIn: true, token: 'tok' });
  });

  it('goes back from the code step to the e-mail and password, as typed (issue 23)', async () => {
    api.on('POST', '/api/login', { status: 401, body: { message: 'Enter the code', errors: { code: ['Enter the code'] } } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'pw{Enter}');
    await screen.findByLabelText('Code');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('pw');
  });

  it('starts empty outside demo and development builds', () => {
    renderLogin();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('has no demo credentials of its own: only the runtime config pre-fills the form, even in demo mode', () => {
    setRuntimeConfig({ demo: true });
    renderLogin();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('is pre-filled with the configured demo credentials in demo mode', () => {
    setRuntimeConfig({ demo: true, demoCredentials: { email: 'demo@example.com', password: 'demo-pass' } });
    renderLogin();
    expect(screen.getByLabelText('Email')).toHaveValue('demo@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('demo-pass');
  });
});
