import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, paged } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../test/renderScreen';
import { manufactureTypeResource } from '../../resources/manufacture-type';
import { vendorResource } from '../../resources/vendor';
import { ResourceListPage } from './ResourceListPage';

const vendor = (id: number) => ({ id, name: `Vendor ${id}`, mt_manufacture_type: { id: 1, name: 'Machine Tools' } });
const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => vendor(from + i));

const renderList = () => renderScreen(<ResourceListPage resource={vendorResource} />, { path: '/admin/vendor', entries: ['/admin/vendor'] });

describe('ResourceListPage (vendor)', () => {
  it('asks for 15 rows first, then pages with the server per_page and shows parent columns', async () => {
    const api = installFakeApi().on('GET', '/api/vendor', ({ params }) => ({
      body: paged(rows((Number(params.page) - 1) * 20 + 1, 20), { total: 45, per_page: 20, current_page: Number(params.page) }),
    }));
    renderList();
    expect(await screen.findByText('Vendor 1')).toBeInTheDocument();
    expect(api.calls('GET', '/api/vendor')[0].params).toMatchObject({ page: 1, items_per_page: 15 });
    expect(api.calls('GET', '/api/vendor')[0].headers).toMatchObject({ Authorization: 'Bearer test-token', 'X-Requested-With': 'XMLHttpRequest' });
    expect(screen.getAllByText('Machine Tools').length).toBeGreaterThan(0);
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('Vendor 21')).toBeInTheDocument();
    expect(api.calls('GET', '/api/vendor').at(-1)?.params).toMatchObject({ page: 2, items_per_page: 20 });
  });

  it('keeps page, page size and search in the URL and starts from them (Back, Cancel, Save, reload)', async () => {
    const api = installFakeApi().on('GET', '/api/vendor', ({ params }) => ({
      body: paged(rows((Number(params.page) - 1) * 20 + 1, 20), { total: 80, per_page: 20, current_page: Number(params.page) }),
    }));
    renderScreen(<ResourceListPage resource={vendorResource} />, { path: '/admin/vendor', entries: ['/admin/vendor?page=2&per_page=20&search=v'] });
    expect(await screen.findByText('Vendor 21')).toBeInTheDocument();
    expect(api.calls('GET', '/api/vendor')[0].params).toMatchObject({ page: 2, items_per_page: 20, search: 'v' });
    expect(screen.getByLabelText('Search Vendor by name')).toHaveValue('v');
    await userEvent.click(screen.getByRole('listitem', { name: '3' }));
    expect(await screen.findByText('Vendor 41')).toBeInTheDocument();
    expect(screen.getByTestId('query')).toHaveTextContent('?page=3&per_page=20&search=v');
    await userEvent.clear(screen.getByLabelText('Search Vendor by name'));
    await userEvent.type(screen.getByLabelText('Search Vendor by name'), 'kanto{Enter}');
    await waitFor(() => expect(screen.getByTestId('query')).toHaveTextContent('?per_page=20&search=kanto'));
  });

  it('wraps a long-text column (the type description) instead of cutting it under the actions', async () => {
    installFakeApi().on('GET', '/api/manufacture-type', {
      body: paged([{ id: 1, name: 'Machine Tools', description: 'A long description '.repeat(20) }]),
    });
    renderScreen(<ResourceListPage resource={manufactureTypeResource} />, { path: '/admin/manufacture-type', entries: ['/admin/manufacture-type'] });
    const text = await screen.findByText(/^A long description/);
    expect(text.closest('td')).not.toHaveClass('ant-table-cell-ellipsis');
    expect(text).toHaveStyle({ whiteSpace: 'normal' });
  });

  it('falls back to the number of rows when the answer has no total', async () => {
    installFakeApi().on('GET', '/api/vendor', { body: { data: { data: rows(1, 3) } } });
    renderList();
    expect(await screen.findByText('Vendor 3')).toBeInTheDocument();
    expect(screen.getByText('1–3 of 3')).toBeInTheDocument();
  });

  it('shows the loading text while the first page loads and an empty message after', async () => {
    let answer: (() => void) | undefined;
    installFakeApi().on('GET', '/api/vendor', () => new Promise((resolve) => (answer = () => resolve({ body: paged([]) }))));
    renderList();
    expect((await screen.findAllByText('Please wait, loading your data...')).length).toBeGreaterThan(0);
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    expect(await screen.findByText('No vendor yet')).toBeInTheDocument();
  });

  it('searches by name from page 1', async () => {
    const api = installFakeApi().on('GET', '/api/vendor', { body: paged(rows(1, 2)) });
    renderList();
    await screen.findByText('Vendor 1');
    await userEvent.type(screen.getByLabelText('Search Vendor by name'), 'kanto{Enter}');
    await waitFor(() => expect(api.calls('GET', '/api/vendor').at(-1)?.params).toMatchObject({ page: 1, search: 'kanto' }));
  });

  it('tags a draft beside its name and leaves published rows untagged', async () => {
    installFakeApi().on('GET', '/api/vendor', {
      body: paged([
        { ...vendor(1), published: false },
        { ...vendor(2), published: true },
      ]),
    });
    renderList();
    const draftRow = (await screen.findByText('Vendor 1')).closest('tr') as HTMLElement;
    expect(within(draftRow).getByText('Draft')).toBeInTheDocument();
    const publishedRow = screen.getByText('Vendor 2').closest('tr') as HTMLElement;
    expect(within(publishedRow).queryByText('Draft')).not.toBeInTheDocument();
  });

  it('filters by All / Published / Drafts with the keyboard, sends published= and keeps it in the URL', async () => {
    const api = installFakeApi().on('GET', '/api/vendor', { body: paged(rows(1, 2)) });
    const user = userEvent.setup();
    renderScreen(<ResourceListPage resource={vendorResource} />, { path: '/admin/vendor', entries: ['/admin/vendor?page=2&search=v'] });
    await screen.findByText('Vendor 1');
    expect(api.calls('GET', '/api/vendor')[0].params).not.toHaveProperty('published');
    const filter = screen.getByRole('radiogroup', { name: 'Show' });
    expect(within(filter).getByRole('radio', { name: 'All' })).toBeChecked();
    // Arrow keys move between the options, as in any radio group.
    act(() => within(filter).getByRole('radio', { name: 'All' }).focus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByTestId('query')).toHaveTextContent('?search=v&published=true'));
    expect(api.calls('GET', '/api/vendor').at(-1)?.params).toMatchObject({ page: 1, search: 'v', published: true });
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByTestId('query')).toHaveTextContent('?search=v&published=false'));
    expect(api.calls('GET', '/api/vendor').at(-1)?.params).toMatchObject({ published: false });
    await user.click(within(filter).getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(screen.getByTestId('query')).toHaveTextContent(/^\?search=v$/));
    expect(api.calls('GET', '/api/vendor').at(-1)?.params).not.toHaveProperty('published');
  });

  it('starts from the filter in its URL', async () => {
    const api = installFakeApi().on('GET', '/api/vendor', { body: paged([]) });
    renderScreen(<ResourceListPage resource={vendorResource} />, { path: '/admin/vendor', entries: ['/admin/vendor?published=false'] });
    expect(await screen.findByText('No draft vendor')).toBeInTheDocument();
    expect(api.calls('GET', '/api/vendor')[0].params).toMatchObject({ published: false });
    expect(within(screen.getByRole('radiogroup', { name: 'Show' })).getByRole('radio', { name: 'Drafts' })).toBeChecked();
  });

  it('deletes after the confirmation and reloads from page 1', async () => {
    const api = installFakeApi()
      .on('GET', '/api/vendor', ({ params }) => ({
        body: paged(rows((Number(params.page) - 1) * 15 + 1, 15), { total: 30, per_page: 15, current_page: Number(params.page) }),
      }))
      .on('DELETE', '/api/vendor/delete/17', { body: { message: 'Vendor deleted successfully', data: null } });
    renderList();
    await screen.findByText('Vendor 1');
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await screen.findByText('Vendor 17');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Vendor 17' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete vendor "Vendor 17"?' });
    expect(api.calls('DELETE', '/api/vendor/delete/17')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Vendor deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', '/api/vendor').at(-1)?.params).toMatchObject({ page: 1 }));
    expect(await screen.findByText('Vendor 1')).toBeInTheDocument();
  });

  it('keeps the row and says why when the server refuses the delete, with links to what keeps it, until dismissed', async () => {
    installFakeApi()
      .on('GET', '/api/vendor', { body: paged(rows(1, 2)) })
      .on('GET', '/api/vendor/detail/2', { body: { data: { ...vendor(2), children: {} } } })
      .on('DELETE', '/api/vendor/delete/2', {
        status: 409,
        body: {
          message: 'Cannot delete vendor: it still has 2 product categories',
          children: {
            mt_product_category: [
              { id: 5, name: 'CNC Lathes' },
              { id: 6, name: 'Mills' },
            ],
          },
        },
      });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = renderList();
    await screen.findByText('Vendor 2');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Vendor 2' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete vendor: Cannot delete vendor: it still has 2 product categories')).toBeInTheDocument();
    expect(store.getState().overlays.snackbars).toEqual([expect.objectContaining({ persistent: true })]);
    expect(screen.getByText('Vendor 2')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('DELETE /api/vendor/delete/2 failed (409)', expect.anything());
    await userEvent.click(screen.getByRole('link', { name: 'Mills' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/product-category/detail/6');
    expect(screen.getByRole('link', { name: 'CNC Lathes' })).toHaveAttribute('href', '/admin/product-category/detail/5');
  });

  it('says beforehand that a record with children cannot be deleted, naming them, and sends no delete', async () => {
    const types = [{ id: 1, name: 'Machine Tools' }];
    const api = installFakeApi()
      .on('GET', '/api/manufacture-type', { body: paged(types) })
      .on('GET', '/api/manufacture-type/detail/1', {
        body: {
          data: {
            ...types[0],
            children: {
              mt_vendor: [
                { id: 3, name: 'Okuma' },
                { id: 4, name: 'Mazak' },
              ],
            },
          },
        },
      });
    renderScreen(<ResourceListPage resource={manufactureTypeResource} />, { path: '/admin/manufacture-type', entries: ['/admin/manufacture-type'] });
    await screen.findByText('Machine Tools');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Machine Tools' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manufacture Type "Machine Tools" cannot be deleted' });
    expect(dialog).toHaveTextContent('This manufacture type has 2 vendors; it cannot be deleted until they are moved or deleted: Okuma, Mazak.');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Okay']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Okay' }));
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const api = installFakeApi().on('GET', '/api/vendor', { body: paged(rows(1, 2)) });
    renderList();
    await screen.findByText('Vendor 2');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Vendor 2' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  });
});
