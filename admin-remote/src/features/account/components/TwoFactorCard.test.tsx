import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { selectSession } from '@mfe/shared-ui';
import { installFakeApi, ok, type FakeApi } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../../test/renderScreen';
import AccountPageExposed from '../../../exposes/AccountPage';
import UserListPageExposed from '../../../exposes/UserListPage';
import { AccountPage } from './AccountPage';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTPAUTH = `otpauth://totp/Firm%3Aadmin%40example.com?secret=${SECRET}&issuer=Firm&algorithm=SHA1&digits=6&period=30`;
const CODES = ['ab12c-de34f', 'gh56i-jk78l', 'mn90o-pq12r'];
const me = (totp_enabled: boolean) => ok({ id: 1, email: 'admin@example.com', name: 'Ada Admin', role: 'admin', totp_enabled });

/** The account's API, two-factor login off until enabled with '123456'. */
function installAccountApi(startOn = false): FakeApi {
  let on = startOn;
  return installFakeApi()
    .on('GET', '/api/me/sessions', ok([]))
    .on('GET', '/api/me', () => me(on))
    .on('POST', '/api/me/two-factor/setup', (request) =>
      (request.body as { current_password: string }).current_password === 'right-password'
        ? ok({ secret: SECRET, otpauth_url: OTPAUTH })
        : { status: 422, body: { message: 'The given data was invalid.', errors: { current_password: ['The current password is not correct'] } } },
    )
    .on('POST', '/api/me/two-factor/enable', (request) => {
      if ((request.body as { code: string }).code !== '123456')
        return { status: 422, body: { message: 'The given data was invalid.', errors: { code: ['The code is not correct'] } } };
      on = true;
      return {
        body: { message: 'Two-factor login is on: keep the recovery codes somewhere safe, each works once', data: { recovery_codes: CODES } },
      };
    })
    .on('POST', '/api/me/two-factor/disable', () => {
      on = false;
      return { body: { message: 'Two-factor login is off', data: null } };
    });
}

const card = () => screen.getByRole('heading', { name: 'Two-factor login' }).closest('.ant-card') as HTMLElement;

describe("My account's two-factor login (issue 23)", () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('copies the key and the authenticator link, each with its own named button', async () => {
    installAccountApi();
    const user = userEvent.setup();
    renderScreen(<AccountPage />, { path: '/admin/account', entries: ['/admin/account'] });
    await waitFor(() => expect(within(card()).getByText('Off')).toBeInTheDocument());
    await user.click(within(card()).getByRole('button', { name: 'Turn on' }));
    await user.type(within(card()).getByLabelText('Current password'), 'right-password{Enter}');

    await user.click(await within(card()).findByRole('button', { name: 'Copy: Key' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Copy: Authenticator link' }));
    expect(await navigator.clipboard.readText()).toBe(OTPAUTH);
  });

  it('turns it on: the password, the key in fours and its link, a code (a wrong one on its field), then the recovery codes once', async () => {
    const api = installAccountApi();
    renderScreen(<AccountPage />, { path: '/admin/account', entries: ['/admin/account'] });
    await waitFor(() => expect(within(card()).getByText('Off')).toBeInTheDocument());
    await userEvent.click(within(card()).getByRole('button', { name: 'Turn on' }));

    await userEvent.type(within(card()).getByLabelText('Current password'), 'not-it{Enter}');
    expect(await within(card()).findByText('The current password is not correct')).toBeInTheDocument();
    await userEvent.clear(within(card()).getByLabelText('Current password'));
    await userEvent.type(within(card()).getByLabelText('Current password'), 'right-password{Enter}');

    expect(await within(card()).findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: OTPAUTH })).toHaveAttribute('href', OTPAUTH);
    const code = within(card()).getByLabelText('6-digit code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '000000{Enter}');
    await waitFor(() => expect(code.closest('.ant-form-item')).toHaveTextContent('The code is not correct'));
    // The key stays: the next code of the app is typed in the same field.
    expect(within(card()).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '123456{Enter}');

    const codes = await within(card()).findByLabelText('Recovery codes');
    expect(codes).toHaveValue(CODES.join('\n'));
    expect(within(card()).getByText(/They are shown this once/)).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: /Copy the codes/ })).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: /Download \(\.txt\)/ })).toBeInTheDocument();
    expect(api.calls('POST', '/api/me/two-factor/enable').map((call) => call.body)).toEqual([{ code: '000000' }, { code: '123456' }]);
    await waitFor(() => expect(within(card()).getByText('On')).toBeInTheDocument());

    // Once: kept, they are gone from the page.
    await userEvent.click(within(card()).getByRole('button', { name: 'I have kept them' }));
    expect(within(card()).queryByLabelText('Recovery codes')).not.toBeInTheDocument();
    expect(screen.queryByText(CODES[0]!)).not.toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });

  it('downloads the recovery codes as a .txt', async () => {
    installAccountApi();
    const made: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      made.push(blob);
      return 'blob:codes';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderScreen(<AccountPage />, { path: '/admin/account', entries: ['/admin/account'] });
    await userEvent.click(await within(card()).findByRole('button', { name: 'Turn on' }));
    await userEvent.type(within(card()).getByLabelText('Current password'), 'right-password{Enter}');
    await userEvent.type(await within(card()).findByLabelText('6-digit code'), '123456{Enter}');
    await userEvent.click(await within(card()).findByRole('button', { name: /Download \(\.txt\)/ }));
    expect(clicked).toHaveBeenCalled();
    expect(made).toHaveLength(1);
    expect(made[0]!.type).toBe('text/plain');
  });

  it('turns it off with the password', async () => {
    const api = installAccountApi(true);
    renderScreen(<AccountPage />, { path: '/admin/account', entries: ['/admin/account'] });
    await userEvent.click(await within(card()).findByRole('button', { name: 'Turn off' }));
    await userEvent.type(within(card()).getByLabelText('Current password'), 'right-password{Enter}');
    expect(await screen.findByText('Two-factor login is off')).toBeInTheDocument();
    expect(api.calls('POST', '/api/me/two-factor/disable')[0]!.body).toEqual({ current_password: 'right-password' });
    await waitFor(() => expect(within(card()).getByText('Off')).toBeInTheDocument());
  });

  it('speaks Indonesian', async () => {
    installAccountApi();
    renderScreen(<AccountPage />, { path: '/admin/account', entries: ['/admin/account'], locale: 'id' });
    const heading = await screen.findByRole('heading', { name: 'Verifikasi dua langkah' });
    expect(await within(heading.closest('.ant-card') as HTMLElement).findByRole('button', { name: 'Aktifkan' })).toBeInTheDocument();
  });

  it('opens My account at the card, highlighted, instead of the error of a screen the API refused until two-factor login is on', async () => {
    installAccountApi().on('GET', '/api/user', { status: 403, body: { message: 'Turn on two-factor login in My account first' } });
    const { store } = renderScreen(
      <Routes>
        <Route path="user" element={<UserListPageExposed />} />
        <Route path="account" element={<AccountPageExposed />} />
      </Routes>,
      { path: '/admin/*', entries: ['/admin/dashboard', '/admin/user'] },
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/account$/));
    expect(
      await within(card()).findByText('An administrator requires two-factor login of every admin account: turn it on here to continue.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Turn on two-factor login in My account first/)).not.toBeInTheDocument();
    // The mark is spent: the next refused screen marks it again.
    expect(selectSession(store.getState()).twoFactorSetupRequired).toBe(false);
    expect(within(card()).getByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  });
});
