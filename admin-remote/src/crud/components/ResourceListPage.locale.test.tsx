import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, paged } from '@mfe/shared-ui/test/fakeApi';
import { localeChosen } from '@mfe/shared-ui';
import { renderScreen } from '../../../test/renderScreen';
import { manufactureTypeResource } from '../../resources/manufacture-type';
import { ResourceListPage } from './ResourceListPage';

// Issue 22: the list in the admin's language, and which records still miss their Indonesian texts.

const types = [
  { id: 1, name: 'Machine Tools', name_id: 'Mesin Perkakas', description: 'Lathes and mills', description_id: 'Mesin bubut dan frais' },
  { id: 2, name: 'Cutting Tools', name_id: null, description: null, description_id: null },
  { id: 3, name: 'Robots', name_id: 'Robot', description: 'Arms', description_id: '' },
];

const renderTypes = (options: { locale?: 'en' | 'id'; entries?: string[] } = {}) =>
  renderScreen(<ResourceListPage resource={manufactureTypeResource} />, {
    path: '/admin/manufacture-type',
    entries: options.entries ?? ['/admin/manufacture-type'],
    locale: options.locale,
  });

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('ResourceListPage in two languages (issue 22)', () => {
  it('shows its heading, columns, filters and buttons in Indonesian when the store says id', async () => {
    installFakeApi().on('GET', '/api/manufacture-type', { body: paged(types) });
    renderTypes({ locale: 'id' });
    expect(await screen.findByText('Machine Tools')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Jenis Manufaktur' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Nama' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Deskripsi' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Aksi' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Semua' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Draf' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Belum diterjemahkan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Buat/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Cari Jenis Manufaktur berdasarkan nama')).toBeInTheDocument();
    expect(screen.getByText('1–3 dari 3')).toBeInTheDocument();
  });

  it('re-renders in the other language when the locale is chosen', async () => {
    installFakeApi().on('GET', '/api/manufacture-type', { body: paged(types) });
    const { store } = renderTypes();
    expect(await screen.findByRole('heading', { level: 1, name: 'Manufacture Type' })).toBeInTheDocument();
    act(() => {
      store.dispatch(localeChosen('id'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jenis Manufaktur' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Nama' })).toBeInTheDocument();
  });

  it('tags the records whose Indonesian name or description is missing, and only those', async () => {
    installFakeApi().on('GET', '/api/manufacture-type', { body: paged(types) });
    renderTypes();
    expect(await screen.findByText('Machine Tools')).toBeInTheDocument();
    expect(within(rowOf('Machine Tools')).getByText('Complete')).toBeInTheDocument();
    // No Indonesian name: missing, though it has no description either.
    expect(within(rowOf('Cutting Tools')).getByText('Missing Indonesian')).toBeInTheDocument();
    // A description without its Indonesian twin.
    expect(within(rowOf('Robots')).getByText('Missing Indonesian')).toBeInTheDocument();
  });

  it('sends untranslated=true when Missing Indonesian is ticked, keeps it in the URL and starts from it', async () => {
    const api = installFakeApi().on('GET', '/api/manufacture-type', { body: paged(types) });
    renderTypes({ entries: ['/admin/manufacture-type?page=2&published=true'] });
    expect(await screen.findByText('Machine Tools')).toBeInTheDocument();
    expect(api.calls('GET', '/api/manufacture-type')[0].params).not.toHaveProperty('untranslated');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Missing Indonesian' }));
    await waitFor(() => expect(screen.getByTestId('query')).toHaveTextContent('?published=true&untranslated=true'));
    await waitFor(() =>
      expect(api.calls('GET', '/api/manufacture-type').at(-1)?.params).toMatchObject({ page: 1, published: true, untranslated: true }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Missing Indonesian' }));
    await waitFor(() => expect(screen.getByTestId('query')).toHaveTextContent(/^\?published=true$/));
  });

  it('reads the filter from the URL it was opened at', async () => {
    const api = installFakeApi().on('GET', '/api/manufacture-type', { body: paged([]) });
    renderTypes({ entries: ['/admin/manufacture-type?untranslated=true'] });
    expect(await screen.findByText('No manufacture type missing Indonesian texts')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Missing Indonesian' })).toBeChecked();
    expect(api.calls('GET', '/api/manufacture-type')[0].params).toMatchObject({ untranslated: true });
  });

  it('asks and explains a delete in Indonesian', async () => {
    installFakeApi()
      .on('GET', '/api/manufacture-type', { body: paged(types) })
      .on('GET', '/api/manufacture-type/detail/1', {
        body: { data: { ...types[0], children: { mt_vendor: [{ id: 3, name: 'Okuma' }] } } },
      });
    renderTypes({ locale: 'id' });
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus Machine Tools' }));
    const blocked = await screen.findByRole('dialog', { name: 'Jenis Manufaktur "Machine Tools" tidak dapat dihapus' });
    expect(blocked).toHaveTextContent(
      'Jenis manufaktur ini masih memiliki 1 data di bawahnya; tidak dapat dihapus sebelum data tersebut dipindahkan atau dihapus: Okuma.',
    );
  });
});
