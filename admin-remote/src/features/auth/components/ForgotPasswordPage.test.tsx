import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../../test/renderScreen';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const renderPage = (locale?: 'id') =>
  renderScreen(<ForgotPasswordPage />, { path: '/admin/forgot-password', entries: ['/admin/forgot-password'], loggedIn: false, locale });

describe('ForgotPasswordPage (issue 23)', () => {
  it('sends the e-mail and answers the same whatever the address', async () => {
    const api = installFakeApi().on('POST', '/api/password/forgot', { body: { message: 'If the account exists, a link is on its way' } });
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), ' nobody@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Check your e-mail')).toBeInTheDocument();
    expect(screen.getByText(/If an active account uses this address/)).toBeInTheDocument();
    expect(api.calls('POST', '/api/password/forgot')[0].body).toEqual({ email: 'nobody@example.com' });
  });

  it('says when the request could not be sent, keeping the address', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeApi().on('POST', '/api/password/forgot', { status: 503, body: { message: 'Down' } });
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('The request could not be sent. Try again in a moment.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it("checks the e-mail by the API's rules, in the admin's language, before sending", async () => {
    const api = installFakeApi();
    renderPage('id');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim tautan' }));
    expect(await screen.findByText('Email wajib diisi')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example');
    expect(await screen.findByText('Format email tidak valid')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username');
    expect(api.requests).toHaveLength(0);
  });
});
