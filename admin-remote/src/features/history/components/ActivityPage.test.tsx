import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeApi, paged } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../../test/renderScreen';
import { chooseOption, selectedText } from '../../../../test/antdSelect';
import { historyEntry } from '../testHistory';
import { ActivityPage } from './ActivityPage';

const people = [
  { id: 1, name: 'Ada Admin', email: 'admin@example.com' },
  { id: 2, name: 'Eka Editor', email: 'eka@example.com' },
];

/** Series 7 changed, then deleted (newest first); vendor 10 changed. */
const entries = [
  historyEntry({ id: 45, action: 'delete', changes: [], label: 'KP-CL 100 Series' }),
  historyEntry({ id: 44, module_type: 'mt_vendor', module_id: 10, label: 'Kanto Precision' }),
  historyEntry({ id: 41 }),
];

const renderActivity = (url = '/admin/activity') => renderScreen(<ActivityPage />, { path: '/admin/activity', entries: [url] });

const activityApi = () =>
  installFakeApi()
    .on('GET', '/api/activity', { body: paged(entries) })
    .on('GET', '/api/user', { body: paged(people) });

const lastQuery = (api: ReturnType<typeof activityApi>) => api.calls('GET', '/api/activity').at(-1)?.params;

describe('the Activity (issue 23)', () => {
  it('lists every change with its area and record, linked to the record while it exists', async () => {
    activityApi();
    renderActivity();
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    await screen.findByText('Kanto Precision');
    const [, deleted, vendor, series] = screen.getAllByRole('row');
    expect(within(vendor).getByText('Vendor')).toBeInTheDocument();
    expect(within(vendor).getByRole('link', { name: 'Kanto Precision' })).toHaveAttribute('href', '/admin/vendor/detail/10');
    expect(within(vendor).getByRole('listitem')).toHaveTextContent('Description (English): Old text → New text');
    // Series 7 was deleted since: no link, and its delete offers Restore.
    expect(within(deleted).getByText('Deleted')).toBeInTheDocument();
    expect(within(deleted).getByText('(Deleted since)', { exact: false })).toBeInTheDocument();
    expect(within(series).queryByRole('link')).not.toBeInTheDocument();
    expect(within(deleted).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(within(series).getByRole('button', { name: 'Revert to before this change' })).toBeInTheDocument();
  });

  it('keeps its filters in the URL and asks for what they say, from page 1', async () => {
    const api = activityApi();
    renderActivity('/admin/activity?page=3');
    await screen.findByText('Kanto Precision');
    expect(lastQuery(api)).toEqual({ page: 3 });

    await chooseOption('Area', 'Vendor');
    await waitFor(() => expect(screen.getByTestId('query')).toHaveTextContent('?area=mt_vendor'));
    await waitFor(() => expect(lastQuery(api)).toEqual({ page: 1, module_type: 'mt_vendor' }));

    await screen.findByLabelText('Person');
    await chooseOption('Person', 'Eka Editor');
    await waitFor(() => expect(screen.getByTestId('query')).toHaveTextContent('?user=2&area=mt_vendor'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-27' } });
    await waitFor(() => expect(screen.getByTestId('query')).toHaveTextContent('?user=2&area=mt_vendor&from=2026-11-01&to=2026-11-27'));
    await waitFor(() => expect(lastQuery(api)).toEqual({ page: 1, user_id: 2, module_type: 'mt_vendor', from: '2026-11-01', to: '2026-11-27' }));
    // An emptied day leaves the URL.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    await waitFor(() => expect(screen.getByTestId('query')).toHaveTextContent('?user=2&area=mt_vendor&to=2026-11-27'));

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('query')).toBeEmptyDOMElement());
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('opens with the filters its URL holds (a reload, Back from a record)', async () => {
    const api = activityApi();
    renderActivity('/admin/activity?user=2&area=mt_product_series&from=2026-11-01&to=2026-11-27&page=2');
    await screen.findByText('Kanto Precision');
    expect(api.calls('GET', '/api/activity')[0].params).toEqual({
      page: 2,
      user_id: 2,
      module_type: 'mt_product_series',
      from: '2026-11-01',
      to: '2026-11-27',
    });
    await waitFor(() => expect(selectedText('Person')).toBe('Eka Editor'));
    expect(selectedText('Area')).toBe('Product Series');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-27');
    // Each end keeps the picker from passing the other.
    expect(screen.getByLabelText('From')).toHaveAttribute('max', '2026-11-27');
    expect(screen.getByLabelText('From')).not.toHaveAttribute('min');
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2026-11-01');
    expect(screen.getByLabelText('To')).not.toHaveAttribute('max');
  });

  it('has no person filter for an editor (the accounts answer 403), and says so nowhere else', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = activityApi().on('GET', '/api/user', fail(403, 'Only an administrator can do this'));
    renderActivity();
    await screen.findByText('Kanto Precision');
    await waitFor(() => expect(api.calls('GET', '/api/user')).toHaveLength(1));
    expect(screen.queryByLabelText('Person')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Area')).toBeInTheDocument();
    expect(screen.queryByText(/administrator/)).not.toBeInTheDocument();
  });

  it('restores a deleted record after saying what will happen, and reads the list again', async () => {
    const api = activityApi().on('POST', '/api/activity/revert/45', {
      body: { message: 'Product series restored', data: historyEntry({ id: 46, action: 'restore', revertible: false }) },
    });
    renderActivity();
    await screen.findByText('Kanto Precision');
    const [, deleted] = screen.getAllByRole('row');
    await userEvent.click(within(deleted).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore "KP-CL 100 Series"?' });
    expect(dialog).toHaveTextContent('It comes back with its links where the records it was linked to still exist.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Product series restored')).toBeInTheDocument();
    expect(api.calls('POST', '/api/activity/revert/45')).toHaveLength(1);
    await waitFor(() => expect(api.calls('GET', '/api/activity')).toHaveLength(2));
  });

  it('says when nothing matches the filters, and when the list cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = installFakeApi()
      .on('GET', '/api/activity', { body: paged([]) })
      .on('GET', '/api/user', { body: paged(people) });
    renderActivity('/admin/activity?area=inquiry');
    expect(await screen.findByText('No change matches these filters')).toBeInTheDocument();
    api.on('GET', '/api/activity', fail(503, 'Down'));
    await chooseOption('Area', 'Site Settings');
    expect(await screen.findByText('The history could not be loaded.')).toBeInTheDocument();
  });

  it("speaks the staff's Indonesian", async () => {
    activityApi();
    renderScreen(<ActivityPage />, { path: '/admin/activity', entries: ['/admin/activity'], locale: 'id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aktivitas' })).toBeInTheDocument();
    expect(await screen.findByText('Dihapus')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pulihkan' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Kembalikan ke sebelum perubahan ini' })).toHaveLength(2);
    expect(screen.getByLabelText('Bagian')).toBeInTheDocument();
  });
});
