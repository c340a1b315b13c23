import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../../test/renderScreen';
import { SecurityCard } from './SecurityCard';

const NEEDS_OWN = 'Turn on two-factor login for your own account before requiring it of every administrator';

describe("/admin/settings' Security card (issue 23)", () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('requires two-factor login of every admin as it is switched', async () => {
    let required = false;
    const api = installFakeApi()
      .on('GET', '/api/security', () => ok({ admin_two_factor_required: required }))
      .on('POST', '/api/security/update', (request) => {
        required = (request.body as { admin_two_factor_required: boolean }).admin_two_factor_required;
        return { body: { message: 'Security settings saved', data: { admin_two_factor_required: required } } };
      });
    renderScreen(<SecurityCard />, { path: '/admin/settings', entries: ['/admin/settings'] });
    const toggle = await screen.findByRole('switch', { name: 'Require two-factor login for every admin account' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('Security settings saved')).toBeInTheDocument();
    expect(api.calls('POST', '/api/security/update')[0]!.body).toEqual({ admin_two_factor_required: true });
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it("says why the API refused it (the admin's own two-factor login is off), and stays off", async () => {
    installFakeApi()
      .on('GET', '/api/security', ok({ admin_two_factor_required: false }))
      .on('POST', '/api/security/update', { status: 409, body: { message: NEEDS_OWN } });
    renderScreen(<SecurityCard />, { path: '/admin/settings', entries: ['/admin/settings'] });
    const toggle = await screen.findByRole('switch', { name: 'Require two-factor login for every admin account' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await screen.findByText(`Failed when updating the security settings: ${NEEDS_OWN}`)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });
});
