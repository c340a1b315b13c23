import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, paged } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../../test/renderScreen';
import { userRow } from '../testUser';
import { UserListPage } from './UserListPage';

const renderList = (entry = '/admin/user', locale?: 'id') => renderScreen(<UserListPage />, { path: '/admin/user', entries: [entry], locale });

describe('UserListPage (issue 23)', () => {
  it('lists the accounts with name, e-mail, role, active and last login', async () => {
    const api = installFakeApi().on('GET', '/api/user', {
      body: paged([userRow(1, { name: 'Ada Admin', role: 'admin' }), userRow(2, { active: false, last_login_at: null })], { total: 2 }),
    });
    renderList();
    const first = (await screen.findByRole('link', { name: 'Ada Admin' })).closest('tr') as HTMLElement;
    expect(api.calls('GET', '/api/user')[0].params).toEqual({ page: 1 });
    expect(api.calls('GET', '/api/user')[0].headers).toMatchObject({ Authorization: 'Bearer test-token' });
    expect(within(first).getByText('staff1@example.com')).toBeInTheDocument();
    expect(within(first).getByText('Administrator')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText(/20 November 2026/)).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'Staff 2' }).closest('tr') as HTMLElement;
    expect(within(second).getByText('Editor')).toBeInTheDocument();
    expect(within(second).getByText('Inactive')).toBeInTheDocument();
    expect(within(second).getByText('Never')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
  });

  it('searches by name or e-mail from page 1, the search kept in the URL', async () => {
    const api = installFakeApi().on('GET', '/api/user', ({ params }) => ({ body: paged(params.search ? [] : [userRow(1)], { total: 40 }) }));
    renderList('/admin/user?page=2');
    await screen.findByRole('link', { name: 'Staff 1' });
    expect(api.calls('GET', '/api/user')[0].params).toEqual({ page: 2 });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Users by name or e-mail' }), 'ada{Enter}');
    await waitFor(() => expect(screen.getByTestId('query')).toHaveTextContent(/^\?search=ada$/));
    await waitFor(() => expect(api.calls('GET', '/api/user').at(-1)?.params).toEqual({ page: 1, search: 'ada' }));
    expect(await screen.findByText('No user matches "ada"')).toBeInTheDocument();
  });

  it('opens a user by its row', async () => {
    installFakeApi().on('GET', '/api/user', { body: paged([userRow(7)]) });
    renderList();
    await userEvent.click(await screen.findByText('staff7@example.com'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/user/detail/7'));
  });

  it('has a Create button to the create form', async () => {
    installFakeApi().on('GET', '/api/user', { body: paged([]) });
    renderList();
    expect(await screen.findByText('No user yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Create/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/user/create'));
  });

  it('speaks Indonesian', async () => {
    installFakeApi().on('GET', '/api/user', { body: paged([userRow(1, { role: 'admin', active: false })]) });
    renderList('/admin/user', 'id');
    const row = (await screen.findByRole('link', { name: 'Staff 1' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Nonaktif')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pengguna' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Terakhir masuk' })).toBeInTheDocument();
  });
});
