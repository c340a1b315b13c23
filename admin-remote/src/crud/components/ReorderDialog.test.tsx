import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok, paged } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../test/renderScreen';
import { manufactureTypeResource } from '../../resources/manufacture-type';
import { vendorResource } from '../../resources/vendor';
import { moved, ReorderDialog } from './ReorderDialog';

const names = () =>
  within(screen.getByRole('list', { name: /in their order/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('ReorderDialog', () => {
  it('moves a record', () => {
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('orders one manufacture type’s vendors (found by a search on the server) by keyboard: one call with all of them in their new order', async () => {
    const vendors = [
      { id: 1, name: 'Kanto' },
      { id: 2, name: 'Hokuto' },
      { id: 3, name: 'Zenith' },
    ];
    const api = installFakeApi()
      .on('GET', '/api/manufacture-type', { body: paged([{ id: 7, name: 'Machine Tools' }]) })
      .on('GET', '/api/manufacture-type/detail/7', { body: { data: { id: 7, name: 'Machine Tools', mt_vendor: vendors } } })
      .on('POST', '/api/vendor/order', ({ body }) => ok(body));
    renderScreen(<ReorderDialog resource={vendorResource} />, { path: '/admin/vendor', entries: ['/admin/vendor'] });
    await userEvent.click(screen.getByRole('button', { name: 'Order' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Manufacture Type' }), 'Mach');
    await waitFor(() => expect(api.calls('GET', '/api/manufacture-type').at(-1)?.params).toEqual({ page: 1, items_per_page: 100, search: 'Mach' }));
    await userEvent.click(await screen.findByTitle('Machine Tools'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Manufacture Type' })).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(names()).toEqual(['Kanto', 'Hokuto', 'Zenith']));
    expect(screen.getByRole('button', { name: 'Move Kanto up' })).toBeDisabled();
    act(() => screen.getByRole('button', { name: 'Move Zenith up' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(names()).toEqual(['Kanto', 'Zenith', 'Hokuto']);
    await waitFor(() => expect(api.calls('POST', '/api/vendor/order')).toHaveLength(1));
    expect(api.calls('POST', '/api/vendor/order')[0]!.body).toEqual({ parent_id: 7, ids: [1, 3, 2] });
  });

  it('orders all manufacture types by drag and drop', async () => {
    const types = [
      { id: 1, name: 'Pumps' },
      { id: 2, name: 'Machine Tools' },
    ];
    const api = installFakeApi()
      .on('GET', '/api/manufacture-type', { body: paged(types) })
      .on('POST', '/api/manufacture-type/order', ({ body }) => ok(body));
    renderScreen(<ReorderDialog resource={manufactureTypeResource} />, { path: '/admin/manufacture-type', entries: ['/admin/manufacture-type'] });
    await userEvent.click(screen.getByRole('button', { name: 'Order' }));
    await waitFor(() => expect(names()).toEqual(['Pumps', 'Machine Tools']));
    const [pumps, tools] = within(screen.getByRole('list', { name: /in their order/ })).getAllByRole('listitem');
    fireEvent.dragStart(tools!);
    fireEvent.dragOver(pumps!);
    fireEvent.drop(pumps!);
    expect(names()).toEqual(['Machine Tools', 'Pumps']);
    await waitFor(() => expect(api.calls('POST', '/api/manufacture-type/order')).toHaveLength(1));
    expect(api.calls('POST', '/api/manufacture-type/order')[0]!.body).toEqual({ parent_id: null, ids: [2, 1] });
  });
});
