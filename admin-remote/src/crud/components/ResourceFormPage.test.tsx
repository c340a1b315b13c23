import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, paged, type FakeApi } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../test/renderScreen';
import { product, seriesDetail } from '../../../test/records';
import { chooseOption, isSelectDisabled, selectedText } from '../../../test/antdSelect';
import { productSeriesResource } from '../../resources/product-series';
import { manufactureTypeResource } from '../../resources/manufacture-type';
import { productResource } from '../../resources/product';
import { ResourceFormPage } from './ResourceFormPage';

const types = [
  { id: 1, name: 'Machine Tools' },
  { id: 2, name: 'Cutting Tools' },
];
const vendorsByType: Record<string, { id: number; name: string }[]> = {
  '1': [{ id: 10, name: 'Kanto Precision' }],
  '2': [{ id: 20, name: 'Sakura Tools' }],
};
const categoriesByVendor: Record<string, { id: number; name: string }[]> = {
  '10': [{ id: 100, name: 'CNC Lathes' }],
  '20': [{ id: 200, name: 'Drills' }],
};

function catalogueApi(): FakeApi {
  return installFakeApi()
    .on('GET', '/api/manufacture-type', () => ({ body: paged(types) }))
    .on('GET', '/api/vendor', ({ params }) => ({ body: paged(vendorsByType[String(params.mt_manufacture_type_id)] ?? []) }))
    .on('GET', '/api/product/category', ({ params }) => ({ body: paged(categoriesByVendor[String(params.mt_vendor_id)] ?? []) }))
    .on('GET', '/api/assets-manager/file', { body: paged([]) });
}

const renderCreate = () =>
  renderScreen(<ResourceFormPage resource={productSeriesResource} />, {
    path: '/admin/product-series/create',
    entries: ['/admin/product-series', '/admin/product-series/create'],
  });

const renderEdit = (id: number) =>
  renderScreen(<ResourceFormPage resource={productSeriesResource} />, {
    path: '/admin/product-series/detail/:id',
    entries: ['/admin/product-series', `/admin/product-series/detail/${id}`],
  });

describe('ResourceFormPage (product series)', () => {
  it('shows the §5 required messages and sends nothing', async () => {
    const api = catalogueApi();
    renderCreate();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Manufacture type is required')).toBeInTheDocument();
    expect(screen.getByText('Vendor is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(api.calls('POST', /create$/)).toHaveLength(0);
  });

  it('takes a name of spaces for no name, and refuses a text past its limit as it is typed, sending nothing', async () => {
    const api = catalogueApi();
    renderCreate();
    const name = screen.getByLabelText('Name');
    await userEvent.type(name, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste('x'.repeat(256));
    expect(await screen.findByText('Name must be at most 255 characters')).toBeInTheDocument();
    // Nothing of the paste is cut: the text stays as typed, for the user to shorten.
    expect(name).toHaveValue('x'.repeat(256));
    const description = screen.getByLabelText('Description (English)');
    await userEvent.click(description);
    await userEvent.paste('y'.repeat(10_001));
    expect(await screen.findByText('Description must be at most 10000 characters')).toBeInTheDocument();
    expect(screen.getByText('10,001 / 10,000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(api.calls('POST', /create$/)).toHaveLength(0);
  });

  it('enables each select once its parent is chosen, fetching options with the parent filter', async () => {
    const api = catalogueApi();
    renderCreate();
    expect(isSelectDisabled('Vendor')).toBe(true);
    expect(isSelectDisabled('Category')).toBe(true);
    await chooseOption('Manufacture Type', 'Cutting Tools');
    await waitFor(() => expect(isSelectDisabled('Vendor')).toBe(false));
    expect(isSelectDisabled('Category')).toBe(true);
    expect(api.calls('GET', '/api/vendor').at(-1)?.params).toMatchObject({ mt_manufacture_type_id: 2 });
    await chooseOption('Vendor', 'Sakura Tools');
    await waitFor(() => expect(isSelectDisabled('Category')).toBe(false));
    expect(api.calls('GET', '/api/product/category').at(-1)?.params).toMatchObject({ mt_vendor_id: 20 });
  });

  it('tabs from a chosen select to the next field, not to its hidden Clear button; Backspace clears it', async () => {
    catalogueApi();
    const user = userEvent.setup();
    renderCreate();
    await chooseOption('Manufacture Type', 'Machine Tools');
    await waitFor(() => expect(isSelectDisabled('Vendor')).toBe(false));
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    screen.getByLabelText('Manufacture Type').focus();
    await user.tab();
    expect(screen.getByLabelText('Vendor')).toHaveFocus();

    await user.click(screen.getByLabelText('Manufacture Type'));
    await user.keyboard('{Escape}{Backspace}');
    await waitFor(() => expect(selectedText('Manufacture Type')).toBe(''));
  });

  it('clears the vendor and category when the manufacture type changes to one they do not belong to', async () => {
    catalogueApi();
    renderCreate();
    await chooseOption('Manufacture Type', 'Machine Tools');
    await chooseOption('Vendor', 'Kanto Precision');
    await chooseOption('Category', 'CNC Lathes');
    expect(selectedText('Vendor')).toBe('Kanto Precision');
    expect(selectedText('Category')).toBe('CNC Lathes');
    await chooseOption('Manufacture Type', 'Cutting Tools');
    await waitFor(() => expect(selectedText('Vendor')).toBe(''));
    await waitFor(() => expect(selectedText('Category')).toBe(''));
    expect(isSelectDisabled('Category')).toBe(true);
  });

  it('creates with the chosen chain, goes back and then toasts the server message', async () => {
    const api = catalogueApi().on('POST', '/api/product/series/create', {
      body: { message: 'Product series created successfully', data: { id: 5 } },
    });
    renderCreate();
    await userEvent.type(screen.getByLabelText('Name'), 'KP-CL 900 Series');
    await chooseOption('Manufacture Type', 'Machine Tools');
    await chooseOption('Vendor', 'Kanto Precision');
    await chooseOption('Category', 'CNC Lathes');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/product-series$/));
    expect(api.calls('POST', '/api/product/series/create')[0].body).toEqual({
      name: 'KP-CL 900 Series',
      mt_manufacture_type_id: 1,
      mt_vendor_id: 10,
      mt_product_category_id: 100,
      description: '',
      description_id: '',
      image_id: null,
      pdf_id: null,
      published: true,
    });
    expect(await screen.findByText('Product series created successfully')).toBeInTheDocument();
  });

  it('fills every field in edit mode from the detail call, the cascade included', async () => {
    const brochure = { id: 3, name: 'KP-CL brochure', file_path: 'files/a.pdf' };
    catalogueApi().on('GET', '/api/product/series/detail/7', {
      body: { data: seriesDetail({ description: 'Rigid lathes', pdf_id: brochure.id, pdf: brochure, no_pdf: false }) },
    });
    renderEdit(7);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('KP-CL 100 Series'));
    expect(screen.getByLabelText('Description (English)')).toHaveValue('Rigid lathes');
    await waitFor(() => expect(selectedText('Manufacture Type')).toBe('Machine Tools'));
    await waitFor(() => expect(selectedText('Vendor')).toBe('Kanto Precision'));
    await waitFor(() => expect(selectedText('Category')).toBe('CNC Lathes'));
    expect(selectedText('Brochure PDF')).toBe('KP-CL brochure');
  });

  it('puts a 422 answer on its fields and keeps what was typed', async () => {
    catalogueApi()
      .on('GET', '/api/product/series/detail/7', {
        body: { data: seriesDetail({ name: 'Old' }) },
      })
      .on('POST', '/api/product/series/update/7', {
        status: 422,
        body: {
          message: 'The given data was invalid',
          errors: { name: ['Name must be at most 255 characters'], mt_product_category_id: ['Category does not belong to the selected vendor'] },
        },
      });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderEdit(7);
    await waitFor(() => expect(selectedText('Category')).toBe('CNC Lathes'));
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'A very long name');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Name must be at most 255 characters')).toBeInTheDocument();
    expect(screen.getByText('Category does not belong to the selected vendor')).toBeInTheDocument();
    expect(screen.getByText('Failed when updating product series "7": The given data was invalid')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('A very long name');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/product-series/detail/7');
    expect(logged).toHaveBeenCalledWith('POST /api/product/series/update/7 failed (422)', expect.anything());
  });

  it('returns to the list after a save when the form was opened directly (no screen behind it)', async () => {
    installFakeApi().on('POST', '/api/manufacture-type/create', { body: { data: { id: 8 } } });
    renderScreen(<ResourceFormPage resource={manufactureTypeResource} />, {
      path: '/admin/manufacture-type/create',
      entries: ['/admin/manufacture-type/create'],
    });
    await userEvent.type(screen.getByLabelText('Name (English)'), 'Robots');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/manufacture-type$/));
    expect(await screen.findByText('Manufacture type created successfully')).toBeInTheDocument();
  });
});

describe('ResourceFormPage: published and preview (issue 21)', () => {
  const publishedSwitch = () => screen.getByRole('switch', { name: 'Published' });

  it('creates published by default, with the help text; the keyboard turns it off and the draft is sent as false', async () => {
    const api = installFakeApi().on('POST', '/api/manufacture-type/create', { body: { data: { id: 8 } } });
    const user = userEvent.setup();
    renderScreen(<ResourceFormPage resource={manufactureTypeResource} />, {
      path: '/admin/manufacture-type/create',
      entries: ['/admin/manufacture-type', '/admin/manufacture-type/create'],
    });
    expect(publishedSwitch()).toBeChecked();
    expect(screen.getByText('Drafts are hidden from the public site')).toBeInTheDocument();
    // A new record has no public page yet.
    expect(screen.queryByRole('link', { name: /Preview/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Name (English)'), 'Robots');
    act(() => publishedSwitch().focus());
    await user.keyboard(' ');
    expect(publishedSwitch()).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.calls('POST', '/api/manufacture-type/create')).toHaveLength(1));
    expect(api.calls('POST', '/api/manufacture-type/create')[0].body).toMatchObject({ name: 'Robots', published: false });
  });

  it('shows a draft as stored, links its public page in preview mode in a new tab, and keeps it a draft on save', async () => {
    const api = catalogueApi()
      .on('GET', '/api/product/series/detail/7', { body: { data: seriesDetail({ published: false }) } })
      .on('POST', '/api/product/series/update/7', { body: { data: { id: 7 } } });
    renderEdit(7);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('KP-CL 100 Series'));
    expect(publishedSwitch()).not.toBeChecked();
    const preview = screen.getByRole('link', { name: 'Preview (opens in a new tab)' });
    expect(preview).toHaveAttribute('href', '/product/series/7?preview=1');
    expect(preview).toHaveAttribute('target', '_blank');
    expect(preview).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await waitFor(() => expect(selectedText('Category')).toBe('CNC Lathes'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls('POST', '/api/product/series/update/7')).toHaveLength(1));
    expect(api.calls('POST', '/api/product/series/update/7')[0].body).toMatchObject({ published: false });
  });

  it("sends a product's published as the text 'true' or 'false' in its multipart form, and previews it at its anchor on the series page", async () => {
    const api = catalogueApi()
      .on('GET', '/api/product/detail/9', { body: { data: product({ published: true }) } })
      .on('GET', '/api/product/series', { body: paged([{ id: 4, name: 'KP-CL 100 Series', mt_product_category_id: 100 }]) })
      .on('POST', '/api/product/update/9', { body: { data: { id: 9 } } });
    renderScreen(<ResourceFormPage resource={productResource} />, {
      path: '/admin/product/detail/:id',
      entries: ['/admin/product', '/admin/product/detail/9'],
    });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Lathe X'));
    expect(publishedSwitch()).toBeChecked();
    expect(screen.getByRole('link', { name: 'Preview (opens in a new tab)' })).toHaveAttribute('href', '/product/series/4?preview=1#product-9');
    await userEvent.click(publishedSwitch());
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls('POST', '/api/product/update/9')).toHaveLength(1));
    expect((api.calls('POST', '/api/product/update/9')[0].body as FormData).get('published')).toBe('false');
  });
});
