import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, paged } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../test/renderScreen';
import { manufactureTypeResource } from '../../resources/manufacture-type';
import { ResourceFormPage } from './ResourceFormPage';

// Issue 22: the form in the admin's language, and each text beside its Indonesian twin.

const renderTypeForm = (options: { locale?: 'en' | 'id'; id?: number } = {}) =>
  renderScreen(<ResourceFormPage resource={manufactureTypeResource} />, {
    path: options.id ? '/admin/manufacture-type/detail/:id' : '/admin/manufacture-type/create',
    entries: ['/admin/manufacture-type', options.id ? `/admin/manufacture-type/detail/${options.id}` : '/admin/manufacture-type/create'],
    locale: options.locale,
  });

describe('ResourceFormPage in two languages (issue 22)', () => {
  it('shows its heading, labels and buttons in Indonesian when the store says id', async () => {
    installFakeApi();
    renderTypeForm({ locale: 'id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Buat Jenis Manufaktur' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name (English)')).toBeInTheDocument();
    expect(screen.getByLabelText('Nama (Indonesia)')).toBeInTheDocument();
    expect(screen.getByLabelText('Description (English)')).toBeInTheDocument();
    expect(screen.getByLabelText('Deskripsi (Indonesia)')).toBeInTheDocument();
    expect(screen.getByLabelText('Terbit')).toBeInTheDocument();
    expect(screen.getByText('Draf tidak tampil di situs publik')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pilih gambar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Batal' })).toBeInTheDocument();
  });

  it("shows the API's own messages (the core's English) in Indonesian", async () => {
    const api = installFakeApi();
    renderTypeForm({ locale: 'id' });
    await userEvent.click(await screen.findByRole('button', { name: 'Buat' }));
    expect(await screen.findByText('Nama wajib diisi')).toBeInTheDocument();
    expect(api.calls('POST', /create$/)).toHaveLength(0);
  });

  it("toasts the API's success message in Indonesian after a save", async () => {
    installFakeApi().on('POST', '/api/manufacture-type/create', {
      body: { message: 'Manufacture type created successfully', data: { id: 9 } },
    });
    renderTypeForm({ locale: 'id' });
    await userEvent.type(await screen.findByLabelText('Name (English)'), 'Robots');
    await userEvent.click(screen.getByRole('button', { name: 'Buat' }));
    expect(await screen.findByText('Jenis manufaktur berhasil dibuat')).toBeInTheDocument();
  });

  it('marks each half of a translated text with its language', async () => {
    installFakeApi();
    renderTypeForm();
    expect(await screen.findByLabelText('Name (English)')).toHaveAttribute('lang', 'en');
    expect(screen.getByLabelText('Nama (Indonesia)')).toHaveAttribute('lang', 'id');
    expect(screen.getByLabelText('Description (English)')).toHaveAttribute('lang', 'en');
    expect(screen.getByLabelText('Deskripsi (Indonesia)')).toHaveAttribute('lang', 'id');
  });

  it('sends both languages of the name and the description', async () => {
    const api = installFakeApi().on('POST', '/api/manufacture-type/create', {
      body: { message: 'Manufacture type created successfully', data: { id: 9 } },
    });
    renderTypeForm();
    await userEvent.type(await screen.findByLabelText('Name (English)'), 'Machine Tools');
    await userEvent.type(screen.getByLabelText('Nama (Indonesia)'), ' Mesin Perkakas ');
    await userEvent.type(screen.getByLabelText('Description (English)'), 'Lathes and mills');
    await userEvent.type(screen.getByLabelText('Deskripsi (Indonesia)'), 'Mesin bubut dan frais');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.calls('POST', '/api/manufacture-type/create')).toHaveLength(1));
    expect(api.calls('POST', '/api/manufacture-type/create')[0].body).toEqual({
      name: 'Machine Tools',
      name_id: 'Mesin Perkakas',
      description: 'Lathes and mills',
      description_id: 'Mesin bubut dan frais',
      image_id: null,
      published: true,
    });
  });

  it('fills the Indonesian twins from the record in edit mode', async () => {
    installFakeApi()
      .on('GET', '/api/manufacture-type/detail/1', {
        body: {
          data: {
            id: 1,
            name: 'Machine Tools',
            name_id: 'Mesin Perkakas',
            description: 'Lathes',
            description_id: 'Mesin bubut',
            image: null,
            image_id: null,
            published: true,
            mt_vendor: [],
          },
        },
      })
      .on('GET', '/api/vendor', { body: paged([]) });
    renderTypeForm({ id: 1 });
    await waitFor(() => expect(screen.getByLabelText('Nama (Indonesia)')).toHaveValue('Mesin Perkakas'));
    expect(screen.getByLabelText('Deskripsi (Indonesia)')).toHaveValue('Mesin bubut');
  });
});
