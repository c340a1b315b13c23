import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, paged, type FakeApi } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../../test/renderScreen';
import { product } from '../../../../test/records';
import { chooseOption, selectedText } from '../../../../test/antdSelect';
import { productResource } from '../../../resources/product';
import { ResourceFormPage } from '../../../crud/components/ResourceFormPage';
import { AttributeValueItems } from './AttributeValueItems';
import { attributeRow } from '../testing/attributeRow';

const ATTRIBUTES: Record<string, unknown[]> = {
  '100': [
    attributeRow(21, 'Spindle speed', { mt_product_category_id: 100, type: 'number', unit: 'rpm' }),
    attributeRow(22, 'Travel', { mt_product_category_id: 100, type: 'range', unit: 'mm' }),
    attributeRow(23, 'Control', { mt_product_category_id: 100, type: 'option', options: ['Fanuc', 'Siemens'] }),
    attributeRow(24, 'Probe', { mt_product_category_id: 100, type: 'text' }),
    attributeRow(25, 'Coolant', { mt_product_category_id: 100, type: 'boolean' }),
  ],
  '101': [attributeRow(31, 'Table load', { mt_product_category_id: 101, type: 'number', unit: 'kg' })],
};
const VALUES = { 21: 3000, 22: { min: 100, max: 500 }, 23: 'Fanuc', 25: true };

function productApi(): FakeApi {
  return installFakeApi()
    .on('GET', '/api/manufacture-type', { body: paged([{ id: 1, name: 'Machine Tools' }]) })
    .on('GET', '/api/vendor', { body: paged([{ id: 10, name: 'Kanto Precision' }]) })
    .on('GET', '/api/product/category', {
      body: paged([
        { id: 100, name: 'CNC Lathes' },
        { id: 101, name: 'Machining Centres' },
      ]),
    })
    .on('GET', '/api/product/series', ({ params }) => ({
      body: paged(
        params.mt_product_category_id === 101
          ? [{ id: 5, name: 'MC 500', mt_product_category_id: 101 }]
          : [{ id: 4, name: 'KP-CL 100 Series', mt_product_category_id: 100 }],
      ),
    }))
    .on('GET', '/api/assets-manager/file', { body: paged([]) })
    .on('GET', '/api/product/detail/9', { body: { data: { ...product(), attributes: VALUES } } })
    .on('GET', '/api/attribute', ({ params }) => ({ body: { data: ATTRIBUTES[String(params.category_id)] ?? [] } }));
}

const renderProductForm = () =>
  renderScreen(
    <ResourceFormPage resource={productResource} attributeValues={(field, record) => <AttributeValueItems field={field} record={record} />} />,
    {
      path: '/admin/product/detail/:id',
      entries: ['/admin/product', '/admin/product/detail/9'],
    },
  );

const sentAttributes = (api: FakeApi) => JSON.parse((api.calls('POST', '/api/product/update/9')[0]!.body as FormData).get('attributes') as string);

describe("The product form's values of its category's attributes", () => {
  it('shows an input per attribute by its type with its unit, filled from the product, and sends them as attributes', async () => {
    const api = productApi().on('POST', '/api/product/update/9', { body: { message: 'Product updated successfully', data: { id: 9 } } });
    const user = userEvent.setup();
    renderProductForm();
    // The product, then its category's attributes: two round trips after the form's cascade.
    expect(await screen.findByLabelText('Spindle speed (rpm)', {}, { timeout: 15_000 })).toHaveValue('3000');
    expect(screen.getByLabelText('Travel: min')).toHaveValue('100');
    expect(screen.getByLabelText('Travel: max')).toHaveValue('500');
    expect(selectedText('Control')).toBe('Fanuc');
    expect(screen.getByRole('switch', { name: 'Coolant' })).toBeChecked();
    await user.clear(screen.getByLabelText('Spindle speed (rpm)'));
    await user.type(screen.getByLabelText('Spindle speed (rpm)'), '4500');
    await user.type(screen.getByLabelText('Probe'), 'Renishaw');
    await user.click(screen.getByRole('switch', { name: 'Coolant' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls('POST', '/api/product/update/9')).toHaveLength(1));
    expect(sentAttributes(api)).toEqual({ 21: 4500, 22: { min: 100, max: 500 }, 23: 'Fanuc', 24: 'Renishaw', 25: false });
  });

  it('judges a value as the API does before sending, and puts the API’s refusal of a value on its input', async () => {
    const api = productApi().on('POST', '/api/product/update/9', {
      status: 422,
      body: { message: 'The given data was invalid', errors: { 'attributes.24': ['Probe must be a text of at most 255 characters'] } },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderProductForm();
    const max = await screen.findByLabelText('Travel: max', {}, { timeout: 15_000 });
    await user.clear(max);
    await user.type(max, '50');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Travel must be a range of two numbers, min at most max')).toBeInTheDocument();
    expect(api.calls('POST', '/api/product/update/9')).toHaveLength(0);
    await user.clear(max);
    await user.type(max, '5000');
    await user.type(screen.getByLabelText('Probe'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Probe must be a text of at most 255 characters')).toBeInTheDocument();
  });

  it('shows the new category’s attributes when the category changes, and names the values the save will drop', async () => {
    const api = productApi().on('POST', '/api/product/update/9', { body: { message: 'Product updated successfully', data: { id: 9 } } });
    const user = userEvent.setup();
    renderProductForm();
    await screen.findByLabelText('Spindle speed (rpm)', {}, { timeout: 15_000 });
    await chooseOption('Product Category', 'Machining Centres');
    expect(await screen.findByLabelText('Table load (kg)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Spindle speed (rpm)')).not.toBeInTheDocument();
    expect(
      await screen.findByText(
        'Saved under this category, the values of Spindle speed, Travel, Control, Coolant will be dropped: this category does not have those attributes.',
      ),
    ).toBeInTheDocument();
    await chooseOption('Product Series', 'MC 500');
    await user.type(screen.getByLabelText('Table load (kg)'), '800');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls('POST', '/api/product/update/9')).toHaveLength(1));
    expect(sentAttributes(api)).toEqual({ 31: 800 });
  });
});
