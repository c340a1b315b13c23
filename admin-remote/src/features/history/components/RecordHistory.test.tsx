import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeApi, ok, paged, type FakeReply } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../../test/renderScreen';
import { seriesDetail } from '../../../../test/records';
import { ResourceFormPage } from '../../../crud/components/ResourceFormPage';
import { productSeriesResource } from '../../../resources/product-series';
import { historyEntry } from '../testHistory';
import { RecordHistory } from './RecordHistory';

/** Series 7's form as the exposed screen mounts it: its Change history under it. */
const renderSeriesForm = () =>
  renderScreen(
    <ResourceFormPage
      resource={productSeriesResource}
      footer={(record) => <RecordHistory moduleType="mt_product_series" moduleId={Number(record.id)} onReverted={record.refillOnNextLoad} />}
    />,
    { path: '/admin/product-series/detail/:id', entries: ['/admin/product-series', '/admin/product-series/detail/7'] },
  );

/** The series (its description as stored now), the parents' options and its history. */
function seriesApi(history: () => FakeReply | Promise<FakeReply>, stored = { description: 'New text' }) {
  return installFakeApi()
    .on('GET', '/api/product/series/detail/7', () => ok(seriesDetail({ description: stored.description })))
    .on('GET', '/api/manufacture-type', { body: paged([{ id: 1, name: 'Machine Tools' }]) })
    .on('GET', '/api/vendor', { body: paged([{ id: 10, name: 'Kanto Precision' }]) })
    .on('GET', '/api/product/category', { body: paged([{ id: 100, name: 'CNC Lathes' }]) })
    .on('GET', '/api/assets-manager/file', { body: paged([]) })
    .on('GET', '/api/activity', history);
}

const openHistory = () => userEvent.click(screen.getByRole('button', { name: 'Change history' }));

const descriptionField = () => screen.getByLabelText('Description (English)');

describe("a record's Change history (issue 23)", () => {
  it('reads nothing until opened, then lists when, who, what and the changes, newest first', async () => {
    const api = seriesApi(() => ({
      body: paged([
        historyEntry(),
        historyEntry({ id: 40, action: 'create', user: null, address: '10.0.0.9', revertible: false, changes: [] }),
        historyEntry({ id: 39, action: 'reorder', user: null, address: null, revertible: false, changes: [] }),
      ]),
    }));
    renderSeriesForm();
    await waitFor(() => expect(descriptionField()).toHaveValue('New text'));
    expect(api.calls('GET', '/api/activity')).toHaveLength(0);
    await openHistory();
    await screen.findByText('Eka Editor');
    const rows = screen.getAllByRole('row');
    expect(api.calls('GET', '/api/activity')[0].params).toEqual({ module_type: 'mt_product_series', module_id: 7, page: 1 });
    const [, changed, created, reordered] = rows;
    expect(changed).toHaveTextContent('20 November 2026');
    expect(within(changed).getByText('Eka Editor')).toBeInTheDocument();
    expect(within(changed).getByText('10.0.0.8')).toBeInTheDocument();
    expect(within(changed).getByText('Changed')).toBeInTheDocument();
    expect(within(changed).getByRole('listitem')).toHaveTextContent('Description (English): Old text → New text');
    expect(within(changed).getByRole('button', { name: 'Revert to before this change' })).toBeInTheDocument();
    // A request without an account any more, and the system; neither revertible.
    expect(within(created).getByText('Deleted user')).toBeInTheDocument();
    expect(within(created).getByText('Created')).toBeInTheDocument();
    expect(within(created).queryByRole('button')).not.toBeInTheDocument();
    expect(within(reordered).getByText('System')).toBeInTheDocument();
  });

  it('says when no change is recorded yet', async () => {
    seriesApi(() => ({ body: paged([]) }));
    renderSeriesForm();
    await openHistory();
    expect(await screen.findByText('No changes recorded yet')).toBeInTheDocument();
  });

  it('shows the loading state while the history is read', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    seriesApi(() => new Promise<FakeReply>((resolve) => (answer = resolve)));
    renderSeriesForm();
    await openHistory();
    const panel = screen.getByRole('button', { name: 'Change history' }).closest('.ant-collapse-item')! as HTMLElement;
    expect(await within(panel).findAllByText('Please wait, loading your data...')).not.toHaveLength(0);
    answer({ body: paged([historyEntry()]) });
    expect(await within(panel).findByText('Eka Editor')).toBeInTheDocument();
    expect(within(panel).queryByText('Please wait, loading your data...')).not.toBeInTheDocument();
  });

  it('says when the history cannot be read, and Try again reads it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let reply: FakeReply = fail(503, 'Down');
    seriesApi(() => reply);
    renderSeriesForm();
    await openHistory();
    expect(await screen.findByText('The history could not be loaded.')).toBeInTheDocument();
    // Silent: the panel says it, no snackbar besides.
    expect(screen.queryByText(/Down/)).not.toBeInTheDocument();
    reply = { body: paged([historyEntry()]) };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Eka Editor')).toBeInTheDocument();
  });

  it('reverts after a confirmation that says what will change; the form and the list show the record as it is now', async () => {
    const stored = { description: 'New text' };
    const reverted = historyEntry({
      id: 42,
      action: 'revert',
      revertible: false,
      changes: [{ field: 'description', before: 'New text', after: 'Old text' }],
    });
    let entries = [historyEntry()];
    const api = seriesApi(() => ({ body: paged(entries) }), stored).on('POST', '/api/activity/revert/41', () => {
      stored.description = 'Old text';
      entries = [reverted, ...entries];
      return { body: { message: 'Change reverted successfully', data: reverted } };
    });
    renderSeriesForm();
    await waitFor(() => expect(descriptionField()).toHaveValue('New text'));
    await openHistory();
    await userEvent.click(await screen.findByRole('button', { name: 'Revert to before this change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revert "KP-CL 100 Series" to before this change?' });
    expect(dialog).toHaveTextContent('Description (English): New text → Old text.');
    expect(api.calls('POST', '/api/activity/revert/41')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revert' }));

    expect(await screen.findByText('Change reverted successfully')).toBeInTheDocument();
    await waitFor(() => expect(descriptionField()).toHaveValue('Old text'));
    expect(api.calls('POST', '/api/activity/revert/41')).toHaveLength(1);
    expect(await screen.findByText('Reverted a change')).toBeInTheDocument();
    expect(api.calls('GET', '/api/product/series/detail/7')).toHaveLength(2);
    // The form holds what is stored: nothing unsaved to ask about.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/product-series$/));
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const api = seriesApi(() => ({ body: paged([historyEntry()]) }));
    renderSeriesForm();
    await openHistory();
    await userEvent.click(await screen.findByRole('button', { name: 'Revert to before this change' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('POST', '/api/activity/revert/41')).toHaveLength(0);
  });

  it("shows a 409's reason until dismissed, and leaves the form as it was", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    seriesApi(() => ({ body: paged([historyEntry()]) })).on(
      'POST',
      '/api/activity/revert/41',
      fail(409, 'Product series "KP-CL 100 Series" already exists under this category'),
    );
    const { store } = renderSeriesForm();
    await waitFor(() => expect(descriptionField()).toHaveValue('New text'));
    await openHistory();
    await userEvent.click(await screen.findByRole('button', { name: 'Revert to before this change' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revert' }));
    expect(
      await screen.findByText('The change was not reverted: Product series "KP-CL 100 Series" already exists under this category', { exact: false }),
    ).toBeInTheDocument();
    expect(store.getState().overlays.snackbars).toEqual([expect.objectContaining({ status: 'error', persistent: true })]);
    expect(descriptionField()).toHaveValue('New text');
  });
});
