import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectSession, useAppSelector } from '@mfe/shared-ui';
import { installFakeApi } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../../test/renderScreen';
import { manufactureTypeResource } from '../../../resources/manufacture-type';
import { ResourceFormPage } from '../../../crud/components/ResourceFormPage';
import { LoginDialog } from './LoginDialog';

/** A form screen as the shell shows it: under the login dialog while the session is expired. */
function WithLoginDialog({ children }: { children: React.ReactNode }) {
  const expired = useAppSelector((state) => selectSession(state).ended === 'expired');
  return (
    <>
      {children}
      {expired && <LoginDialog />}
    </>
  );
}

const renderCreate = () =>
  renderScreen(
    <WithLoginDialog>
      <ResourceFormPage resource={manufactureTypeResource} />
    </WithLoginDialog>,
    { path: '/admin/manufacture-type/create', entries: ['/admin/manufacture-type', '/admin/manufacture-type/create'] },
  );
const location = () => screen.getByTestId('location').textContent;

describe('session ending mid-edit', () => {
  it('keeps the form under a login dialog on a 401, and sends the refused save again after logging in there', async () => {
    let token = '';
    const api = installFakeApi()
      .on('POST', '/api/manufacture-type/create', ({ headers }) =>
        headers.Authorization === 'Bearer fresh-token'
          ? { body: { message: 'Manufacture type created successfully', data: { id: 9 } } }
          : { status: 401, body: { message: 'Unauthenticated' } },
      )
      .on('POST', '/api/login', () => {
        token = 'fresh-token';
        return { body: { data: { id: 1, email: 'admin@example.com', name: 'Ada Admin', token } } };
      });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = renderCreate();
    await userEvent.type(screen.getByLabelText('Name (English)'), 'Robots');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    expect(selectSession(store.getState())).toMatchObject({ isLoggedIn: false, ended: 'expired' });
    expect(location()).toBe('/admin/manufacture-type/create');
    expect(screen.getByLabelText('Name (English)')).toHaveValue('Robots');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('admin@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'admin12345{Enter}');

    await waitFor(() => expect(location()).toBe('/admin/manufacture-type'));
    expect(await screen.findByText('Manufacture type created successfully')).toBeInTheDocument();
    expect(api.calls('POST', '/api/manufacture-type/create').map((call) => [call.headers.Authorization, call.body])).toEqual([
      ['Bearer test-token', { name: 'Robots', name_id: '', description: '', description_id: '', image_id: null, published: true }],
      ['Bearer fresh-token', { name: 'Robots', name_id: '', description: '', description_id: '', image_id: null, published: true }],
    ]);
    expect(screen.queryByRole('dialog', { name: 'Your session has ended' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Unauthenticated/)).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('POST /api/manufacture-type/create failed (401)', expect.anything());
  });
});
