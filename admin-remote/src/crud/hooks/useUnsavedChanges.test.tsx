import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type FakeApi } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../test/renderScreen';
import { manufactureTypeResource } from '../../resources/manufacture-type';
import { ResourceFormPage } from '../components/ResourceFormPage';
import { DRAFT_STORAGE_PREFIX, draftTime } from './useUnsavedChanges';

const TYPE_DETAIL = { id: 7, name: 'Machine Tools', description: 'Lathes and mills', image_id: null, image: null, no_image: true };

const renderCreate = () =>
  renderScreen(<ResourceFormPage resource={manufactureTypeResource} />, {
    path: '/admin/manufacture-type/create',
    entries: ['/admin/manufacture-type', '/admin/manufacture-type/create'],
  });

const renderEdit = () =>
  renderScreen(<ResourceFormPage resource={manufactureTypeResource} />, {
    path: '/admin/manufacture-type/detail/:id',
    entries: ['/admin/manufacture-type', '/admin/manufacture-type/detail/7'],
  });

const location = () => screen.getByTestId('location').textContent;
const question = () => screen.queryByRole('dialog', { name: 'Discard unsaved changes?' });
const answer = async (button: 'Stay' | 'Discard') =>
  userEvent.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: button }));
const storedDraft = (key: string) =>
  JSON.parse(localStorage.getItem(DRAFT_STORAGE_PREFIX + key) ?? 'null') as { savedAt: number; values: Record<string, unknown> } | null;

describe('unsaved changes guard (admin forms)', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi().on('GET', '/api/manufacture-type/detail/7', { body: { data: TYPE_DETAIL } });
  });

  it('leaves at once when nothing was changed (Cancel, Back, a link)', async () => {
    const { history } = renderCreate();
    act(() => history.push('/admin/vendor'));
    expect(location()).toBe('/admin/vendor');
    expect(question()).not.toBeInTheDocument();
  });

  it('asks before Back leaves typed changes: Stay keeps them, Discard goes back and forgets the draft', async () => {
    const { history } = renderCreate();
    await userEvent.type(screen.getByLabelText('Name (English)'), 'Robots');
    expect(storedDraft('manufacture-type:new')?.values).toMatchObject({ name: 'Robots' });
    act(() => history.go(-1));
    await answer('Stay');
    expect(location()).toBe('/admin/manufacture-type/create');
    expect(screen.getByLabelText('Name (English)')).toHaveValue('Robots');
    act(() => history.go(-1));
    await answer('Discard');
    await waitFor(() => expect(location()).toBe('/admin/manufacture-type'));
    expect(storedDraft('manufacture-type:new')).toBeNull();
  });

  it('asks before a drawer link, a link inside the form or Cancel leaves; a reload or closing the tab makes the browser ask', async () => {
    const { history } = renderCreate();
    await userEvent.type(screen.getByLabelText('Description (English)'), 'Arms and grippers');
    act(() => history.push('/admin/vendor'));
    await answer('Stay');
    expect(location()).toBe('/admin/manufacture-type/create');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await answer('Stay');
    expect(location()).toBe('/admin/manufacture-type/create');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    act(() => history.push('/admin/assets-image-manager/create'));
    await answer('Discard');
    await waitFor(() => expect(location()).toBe('/admin/assets-image-manager/create'));
  });

  it('does not ask once the changes are undone, nor after a successful save', async () => {
    api.on('POST', '/api/manufacture-type/create', { body: { message: 'Manufacture type created successfully', data: { id: 9 } } });
    const { history } = renderCreate();
    const name = screen.getByLabelText('Name (English)');
    await userEvent.type(name, 'X');
    await userEvent.clear(name);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await userEvent.type(name, 'Robots');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(location()).toBe('/admin/manufacture-type'));
    expect(question()).not.toBeInTheDocument();
    expect(storedDraft('manufacture-type:new')).toBeNull();
    act(() => history.push('/admin/vendor'));
    expect(location()).toBe('/admin/vendor');
  });

  it('counts changes from the loaded record in edit mode', async () => {
    const { history } = renderEdit();
    await waitFor(() => expect(screen.getByLabelText('Name (English)')).toHaveValue('Machine Tools'));
    act(() => history.go(-1));
    expect(location()).toBe('/admin/manufacture-type');
    expect(question()).not.toBeInTheDocument();
  });

  it('offers the draft back after a reload, and restores it', async () => {
    const first = renderCreate();
    await userEvent.type(screen.getByLabelText('Name (English)'), 'Robots');
    await userEvent.type(screen.getByLabelText('Description (English)'), 'Arms');
    const draft = localStorage.getItem(DRAFT_STORAGE_PREFIX + 'manufacture-type:new')!;
    first.unmount();
    withStoredDraft('manufacture-type:new', draft, renderCreate);
    const offer = await screen.findByText(`Restore your unsaved draft from ${draftTime(JSON.parse(draft).savedAt)}?`);
    expect(screen.getByLabelText('Name (English)')).toHaveValue('');
    await userEvent.click(within(offer.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Name (English)')).toHaveValue('Robots');
    expect(screen.getByLabelText('Description (English)')).toHaveValue('Arms');
    expect(screen.queryByText(/^Restore your unsaved draft/)).not.toBeInTheDocument();
  });

  it('offers a stored draft of a record: Restore fills the form and counts as changes, Discard forgets it', async () => {
    const draft = JSON.stringify({ savedAt: Date.now(), values: { name: 'Machine Tools 2', description: 'Lathes' } });
    const { history } = withStoredDraft('manufacture-type:7', draft, renderEdit);
    const offer = await screen.findByText(/^Restore your unsaved draft from \d\d:\d\d\?$/);
    await userEvent.click(within(offer.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Name (English)')).toHaveValue('Machine Tools 2');
    expect(screen.getByLabelText('Description (English)')).toHaveValue('Lathes');
    act(() => history.go(-1));
    await answer('Discard');
    await waitFor(() => expect(location()).toBe('/admin/manufacture-type'));
    expect(storedDraft('manufacture-type:7')).toBeNull();
  });

  it('forgets a draft whose offer is dismissed, and keeps the record as loaded', async () => {
    const draft = JSON.stringify({ savedAt: Date.now(), values: { name: 'Machine Tools 2' } });
    withStoredDraft('manufacture-type:7', draft, renderEdit);
    const offer = await screen.findByText(/^Restore your unsaved draft from/);
    await userEvent.click(within(offer.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByText(/^Restore your unsaved draft/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name (English)')).toHaveValue('Machine Tools');
    expect(storedDraft('manufacture-type:7')).toBeNull();
  });

  it('says the time of the draft, with the day when it was not today', () => {
    const savedAt = new Date(2030, 0, 2, 9, 5).getTime();
    expect(draftTime(savedAt, new Date(2030, 0, 2, 18, 0))).toBe('09:05');
    expect(draftTime(savedAt, new Date(2030, 0, 3, 8, 0))).toMatch(/, 09:05$/);
  });
});

/** A page loaded with a draft in localStorage (renderScreen clears the storage first, as a test must). */
function withStoredDraft<T>(key: string, draft: string, render: () => T): T {
  const clear = Storage.prototype.clear;
  const spy = jest.spyOn(Storage.prototype, 'clear').mockImplementation(function (this: Storage) {
    clear.call(this);
    this.setItem(DRAFT_STORAGE_PREFIX + key, draft);
  });
  try {
    return render();
  } finally {
    spy.mockRestore();
  }
}
