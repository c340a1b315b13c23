import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type FakeApi } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../../test/renderScreen';
import { chooseOption } from '../../../../test/antdSelect';
import { CategoryAttributes } from './CategoryAttributes';
import { attributeRow } from '../testing/attributeRow';

const SPEED = attributeRow(1, 'Spindle speed', { unit: 'rpm', name_id: 'Kecepatan spindel', filterable: true });
const CONTROL = attributeRow(2, 'Control', { type: 'option', options: ['Fanuc', 'Siemens'] });

function categoryApi(rows = [SPEED, CONTROL]): FakeApi {
  return installFakeApi().on('GET', '/api/attribute', ({ params }) => ({ body: { data: params.category_id === 100 ? rows : [] } }));
}

const renderSection = (locale: 'en' | 'id' = 'en') =>
  renderScreen(<CategoryAttributes categoryId={100} />, {
    path: '/admin/product-category/detail/:id',
    entries: ['/admin/product-category/detail/100'],
    locale,
  });

const listed = () => within(screen.getByRole('list', { name: 'Attributes in their order' })).getAllByRole('listitem');

describe('CategoryAttributes: a category’s attributes on its page', () => {
  it('lists the attributes in their order, with type, unit, options and flags', async () => {
    categoryApi();
    renderSection();
    await waitFor(() => expect(listed()).toHaveLength(2));
    expect(listed()[0]).toHaveTextContent(/Spindle speed.*Kecepatan spindel.*Number.*rpm.*\(filterable\)/);
    expect(listed()[1]).toHaveTextContent(/Control.*One of a list.*Fanuc, Siemens/);
  });

  it('moves an attribute with its Move down button and saves the whole order in one call', async () => {
    const api = categoryApi().on('POST', '/api/attribute/order', { body: { message: 'Attribute order saved', data: { ids: [2, 1] } } });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Move Spindle speed down' }));
    await waitFor(() => expect(api.calls('POST', '/api/attribute/order')).toHaveLength(1));
    expect(api.calls('POST', '/api/attribute/order')[0]!.body).toEqual({ parent_id: 100, ids: [2, 1] });
    expect(listed()[0]).toHaveTextContent('Control');
  });

  it('creates an attribute in a dialog: a unit only for numbers, options as tags only for a list; a 422 goes on its field', async () => {
    const api = categoryApi().on('POST', '/api/attribute/create', {
      status: 422,
      body: { message: 'The given data was invalid', errors: { name: ["An attribute named 'Control' already exists in this product category"] } },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add attribute' }));
    const dialog = await screen.findByRole('dialog', { name: 'New attribute' });
    expect(within(dialog).getByLabelText('Unit')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Options')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name (English)'), 'Control');
    await user.type(within(dialog).getByLabelText('Nama (Bahasa Indonesia)'), 'Kontrol');
    await chooseOption('Type', 'One of a list');
    expect(within(dialog).queryByLabelText('Unit')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Options'), 'Fanuc{Enter}Siemens{Enter}');
    await user.click(within(dialog).getByRole('switch', { name: 'Shown on cards' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.calls('POST', '/api/attribute/create')).toHaveLength(1));
    expect(api.calls('POST', '/api/attribute/create')[0]!.body).toEqual({
      name: 'Control',
      name_id: 'Kontrol',
      mt_product_category_id: 100,
      type: 'option',
      unit: null,
      options: ['Fanuc', 'Siemens'],
      filterable: false,
      on_card: true,
    });
    expect(await within(dialog).findByText("An attribute named 'Control' already exists in this product category")).toBeInTheDocument();
  });

  it('edits an attribute from its values, and closes the dialog with the server’s message once saved', async () => {
    const api = categoryApi().on('POST', '/api/attribute/update/1', { body: { message: 'Attribute updated successfully', data: SPEED } });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit Spindle speed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Spindle speed' });
    expect(within(dialog).getByLabelText('Name (English)')).toHaveValue('Spindle speed');
    expect(within(dialog).getByRole('switch', { name: 'Filterable in the catalogue' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls('POST', '/api/attribute/update/1')).toHaveLength(1));
    expect(api.calls('POST', '/api/attribute/update/1')[0]!.body).toMatchObject({
      name: 'Spindle speed',
      type: 'number',
      unit: 'rpm',
      filterable: true,
    });
    expect(await screen.findByText('Attribute updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before a delete, saying how many products’ values go with it, in the admin’s language', async () => {
    const api = categoryApi()
      .on('GET', '/api/attribute/detail/1', { body: { data: { ...SPEED, value_count: 12 } } })
      .on('DELETE', '/api/attribute/delete/1', {
        body: { message: 'Attribute deleted successfully with 12 values', data: { id: 1, value_count: 12 } },
      });
    const user = userEvent.setup();
    renderSection('id');
    await user.click(await screen.findByRole('button', { name: 'Hapus Spindle speed' }));
    expect(await screen.findByText('12 nilai produk ikut terhapus. Aktivitas dapat memulihkannya beserta nilai-nilai itu.')).toBeInTheDocument();
    expect(api.calls('DELETE', '/api/attribute/delete/1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(api.calls('DELETE', '/api/attribute/delete/1')).toHaveLength(1));
    expect(await screen.findByText('Atribut berhasil dihapus beserta 12 nilai')).toBeInTheDocument();
  });
});
