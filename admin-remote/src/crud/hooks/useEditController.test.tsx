import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { renderScreen } from '../../../test/renderScreen';
import { useEditController, type AfterSave, type RecordLoad } from './useEditController';
import { DRAFT_STORAGE_PREFIX } from './useUnsavedChanges';

interface Thing {
  id: number;
  name: string;
}
type Values = { name: string };
type Save = (values: Values) => Promise<{ message?: string } | null>;

/** The RTK Query result the views pass in, set by the test as the query would. */
const loaded = (data?: Thing, state: Partial<RecordLoad<Thing>> = {}): RecordLoad<Thing> => ({
  data,
  isLoading: !data,
  isError: false,
  refetch: jest.fn(),
  ...state,
});

let setLoad: (load: RecordLoad<Thing>) => void = () => undefined;

/** The thinnest view: a Name field, Save and Cancel, and what the controller says of the load. */
function ThingForm({ first, save, editing = true, afterSave }: { first: RecordLoad<Thing>; save: Save; editing?: boolean; afterSave?: AfterSave }) {
  const [load, changeLoad] = useState(first);
  setLoad = changeLoad;
  const [form] = Form.useForm<Values>();
  const edit = useEditController({
    form,
    editing,
    load,
    toFormValues: (thing) => ({ name: thing.name }),
    save,
    savedMessage: 'Thing saved successfully',
    errorTargets: { fields: ['name'] },
    listPath: '/admin/thing',
    draftKey: `thing:${editing ? 1 : 'new'}`,
    afterSave,
  });
  if (edit.loadFailed) {
    return (
      <button type="button" onClick={edit.retry}>
        Try again
      </button>
    );
  }
  return (
    <>
      {edit.loading && <p>Loading</p>}
      {edit.draftNotice}
      <Form<Values> {...edit.formProps} disabled={edit.saving}>
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
        <button type="submit" disabled={edit.saving}>
          Save
        </button>
        <button type="button" onClick={edit.goBack}>
          Cancel
        </button>
      </Form>
    </>
  );
}

const renderForm = (first: RecordLoad<Thing>, save: Save = jest.fn(), editing = true) =>
  renderScreen(<ThingForm first={first} save={save} editing={editing} />, {
    path: '/admin/thing/:screen/*',
    entries: ['/admin/thing?page=2', editing ? '/admin/thing/detail/1' : '/admin/thing/create/'],
  });

const name = () => screen.getByLabelText('Name');
const location = () => screen.getByTestId('location').textContent;

describe('useEditController', () => {
  it('fills the form once per loaded record: a refetch of the same record keeps what is typed', async () => {
    renderForm(loaded());
    expect(screen.getByText('Loading')).toBeInTheDocument();
    act(() => setLoad(loaded({ id: 1, name: 'Lathe' })));
    expect(name()).toHaveValue('Lathe');
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    await userEvent.type(name(), ' 2');
    act(() => setLoad(loaded({ id: 1, name: 'Renamed elsewhere' })));
    expect(name()).toHaveValue('Lathe 2');
    act(() => setLoad(loaded({ id: 2, name: 'Mill' })));
    expect(name()).toHaveValue('Mill');
  });

  it('saves the values, forgets the draft, goes back one screen and toasts the server message', async () => {
    const save = jest.fn<ReturnType<Save>, Parameters<Save>>().mockResolvedValue({ message: 'Thing updated by the server' });
    renderForm(loaded({ id: 1, name: 'Lathe' }), save);
    await userEvent.type(name(), ' 2');
    expect(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}thing:1`)).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ name: 'Lathe 2' });
    await waitFor(() => expect(location()).toBe('/admin/thing'));
    expect(screen.getByTestId('query')).toHaveTextContent('?page=2');
    expect(await screen.findByText('Thing updated by the server')).toBeInTheDocument();
    expect(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}thing:1`)).toBeNull();
  });

  it('toasts the default text when the answer has no message, and goes to the list when opened directly', async () => {
    const save = jest.fn<ReturnType<Save>, Parameters<Save>>().mockResolvedValue({});
    renderScreen(<ThingForm first={loaded({ id: 1, name: 'Lathe' })} save={save} />, {
      path: '/admin/thing/:screen/*',
      entries: ['/admin/thing/detail/1'],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/admin/thing'));
    expect(await screen.findByText('Thing saved successfully')).toBeInTheDocument();
  });

  it('disables the form while the save is on its way', async () => {
    let answer: (value: { message: string }) => void = () => undefined;
    const save = jest.fn<ReturnType<Save>, Parameters<Save>>(() => new Promise((resolve) => (answer = resolve)));
    renderForm(loaded({ id: 1, name: 'Lathe' }), save);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(name()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await act(async () => answer({ message: 'Saved' }));
    await waitFor(() => expect(location()).toBe('/admin/thing'));
  });

  it("puts a 422's field messages on the form's fields and stays with what was typed", async () => {
    const refused = { status: 422, data: { message: 'Invalid', errors: { name: ['Name is taken'], colour: ['Not a field here'] } } };
    const save = jest.fn<ReturnType<Save>, Parameters<Save>>().mockRejectedValue(refused);
    renderForm(loaded({ id: 1, name: 'Lathe' }), save);
    await userEvent.type(name(), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is taken')).toBeInTheDocument();
    expect(screen.queryByText('Not a field here')).not.toBeInTheDocument();
    expect(name()).toHaveValue('Lathe 2');
    expect(name()).toBeEnabled();
    expect(location()).toBe('/admin/thing/detail/1');
    // Still unsaved: the draft stays.
    expect(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}thing:1`)).not.toBeNull();
  });

  it('stays, without a toast, when the save failed and said why itself (null)', async () => {
    const save = jest.fn<ReturnType<Save>, Parameters<Save>>().mockResolvedValue(null);
    renderForm(loaded({ id: 1, name: 'Lathe' }), save);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    await waitFor(() => expect(name()).toBeEnabled());
    expect(location()).toBe('/admin/thing/detail/1');
    expect(screen.queryByText('Thing saved successfully')).not.toBeInTheDocument();
  });

  it('reports a failed load, and Try again asks for the record again', async () => {
    const failed = loaded(undefined, { isLoading: false, isError: true });
    renderForm(failed);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('creates without a load: nothing loading, nothing failed, the form as it started', async () => {
    const save = jest.fn<ReturnType<Save>, Parameters<Save>>().mockResolvedValue({ message: 'Thing created' });
    renderForm(loaded(undefined, { isLoading: false, isError: true }), save, false);
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(name()).toHaveValue('');
    await userEvent.type(name(), 'Robot');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ name: 'Robot' });
    expect(await screen.findByText('Thing created')).toBeInTheDocument();
  });

  it('stays after a save when told to (the site settings), measuring changes from what was saved', async () => {
    const save = jest.fn<ReturnType<Save>, Parameters<Save>>().mockResolvedValue({});
    renderScreen(<ThingForm first={loaded({ id: 1, name: 'Lathe' })} save={save} afterSave="stay" />, {
      path: '/admin/thing/:screen/*',
      entries: ['/admin/thing', '/admin/thing/detail/1'],
    });
    await userEvent.type(name(), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Thing saved successfully')).toBeInTheDocument();
    expect(location()).toBe('/admin/thing/detail/1');
    expect(name()).toHaveValue('Lathe 2');
    expect(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}thing:1`)).toBeNull();
    // Typing back what was there before the save is a change now.
    await userEvent.type(name(), '{Backspace}{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
  });

  it('Cancel goes back one screen', async () => {
    renderForm(loaded({ id: 1, name: 'Lathe' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe('/admin/thing'));
  });
});
