import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type FakeApi } from '@mfe/shared-ui/test/fakeApi';
import type { AttributeValues } from '@mfe/catalogue-core/attributes';
import { renderScreen } from '../../../../test/renderScreen';
import { seriesDetail } from '../../../../test/records';
import { SpecificationGrid } from './SpecificationGrid';
import { attributeRow } from '../testing/attributeRow';

const ATTRIBUTES = [
  attributeRow(21, 'Spindle speed', { type: 'number', unit: 'rpm', name_id: 'Kecepatan spindel' }),
  attributeRow(22, 'Travel', { type: 'range', unit: 'mm' }),
];
const model = (id: number, name: string, attributes: AttributeValues = {}) => ({
  id,
  name,
  description: null,
  description_id: null,
  image_id: null,
  image: null,
  pdf_id: null,
  file: null,
  attributes,
});
const MODELS = [model(91, 'KP-100', { 21: 1000 }), model(92, 'KP-200'), model(93, 'KP-300')];

function gridApi(): FakeApi {
  return installFakeApi()
    .on('GET', '/api/product/series/detail/7', { body: { data: seriesDetail({ mt_product: MODELS }) } })
    .on('GET', '/api/attribute', { body: { data: ATTRIBUTES } });
}

const renderGrid = (locale: 'en' | 'id' = 'en') =>
  renderScreen(<SpecificationGrid seriesId={7} />, { path: '/admin/product-series/detail/:id', entries: ['/admin/product-series/detail/7'], locale });

const cell = (name: string) => screen.getByRole('gridcell', { name });

describe('SpecificationGrid: a series’ models × its category’s attributes, worked as a spreadsheet', () => {
  it('shows the models as rows and the attributes (with units) as columns, the stored values in the language’s format', async () => {
    gridApi();
    renderGrid();
    const grid = await screen.findByRole('grid', { name: 'Specifications of KP-CL 100 Series' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Model', 'Spindle speed (rpm)', 'Travel (mm)']);
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['KP-100', 'KP-200', 'KP-300']);
    expect(cell('Spindle speed of KP-100')).toHaveTextContent('1,000');
  });

  it('moves with the arrow keys and Tab, edits with Enter or F2 or by typing, keeps with Enter (then down) and drops with Escape', async () => {
    gridApi();
    const user = userEvent.setup();
    renderGrid();
    await user.click(await screen.findByRole('gridcell', { name: 'Spindle speed of KP-100' }));
    expect(cell('Spindle speed of KP-100')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cell('Travel of KP-100')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowLeft}');
    expect(cell('Spindle speed of KP-200')).toHaveFocus();
    // Enter edits; Enter keeps the edit and moves down.
    await user.keyboard('{Enter}');
    const editor = within(cell('Spindle speed of KP-200')).getByRole('textbox', { name: 'Spindle speed of KP-200' });
    expect(editor).toHaveFocus();
    await user.keyboard('2500{Enter}');
    expect(cell('Spindle speed of KP-200')).toHaveTextContent('2500');
    expect(cell('Spindle speed of KP-300')).toHaveFocus();
    // Typing replaces the text; Tab keeps it and moves right.
    await user.keyboard('7{Tab}');
    expect(cell('Spindle speed of KP-300')).toHaveTextContent('7');
    expect(cell('Travel of KP-300')).toHaveFocus();
    // F2 edits from the text shown; Escape drops the edit.
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowLeft}{F2}');
    expect(within(cell('Spindle speed of KP-100')).getByRole('textbox')).toHaveValue('1,000');
    await user.keyboard('{Control>}a{/Control}9{Escape}');
    expect(cell('Spindle speed of KP-100')).toHaveTextContent('1,000');
    expect(cell('Spindle speed of KP-100')).toHaveFocus();
    expect(screen.getByText('2 cells changed')).toBeInTheDocument();
    // A double click edits; leaving the cell otherwise keeps what was typed.
    await user.dblClick(cell('Travel of KP-200'));
    await user.keyboard('10-20');
    await user.click(screen.getByRole('grid'));
    expect(cell('Travel of KP-200')).toHaveTextContent('10-20');
    expect(screen.getByText('3 cells changed')).toBeInTheDocument();
  });

  it('fills 6 cells from a pasted block of 3 models × 2 attributes, and saves them in one request', async () => {
    const api = gridApi().on('POST', '/api/product/attributes', { body: { message: 'Values saved for 3 products', data: {} } });
    const user = userEvent.setup();
    renderGrid();
    await user.click(await screen.findByRole('gridcell', { name: 'Spindle speed of KP-100' }));
    await user.paste('3,000\t100-500\r\n3,5\t200–600\r\n4500\t300 - 700\r\n');
    expect(cell('Spindle speed of KP-100')).toHaveTextContent('3,000');
    expect(cell('Travel of KP-100')).toHaveTextContent('100-500');
    expect(cell('Spindle speed of KP-200')).toHaveTextContent('3,5');
    expect(cell('Travel of KP-200')).toHaveTextContent('200–600');
    expect(cell('Spindle speed of KP-300')).toHaveTextContent('4500');
    expect(cell('Travel of KP-300')).toHaveTextContent('300 - 700');
    expect(screen.getByText('6 cells changed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save values' }));
    await waitFor(() => expect(api.calls('POST', '/api/product/attributes')).toHaveLength(1));
    expect(api.calls('POST', '/api/product/attributes')[0]!.body).toEqual({
      values: {
        91: { 21: 3000, 22: { min: 100, max: 500 } },
        92: { 21: 3.5, 22: { min: 200, max: 600 } },
        93: { 21: 4500, 22: { min: 300, max: 700 } },
      },
    });
    expect(await screen.findByText('Values saved for 3 products')).toBeInTheDocument();
  });

  it('reads numbers in Indonesian: a dot before three digits groups thousands, a comma is the decimal mark', async () => {
    const api = gridApi().on('POST', '/api/product/attributes', { body: { message: 'Values saved for 1 product', data: {} } });
    const user = userEvent.setup();
    renderGrid('id');
    expect(await screen.findByRole('gridcell', { name: 'Kecepatan spindel dari KP-100' })).toHaveTextContent('1.000');
    await user.click(cell('Kecepatan spindel dari KP-200'));
    await user.paste('3.000\t1.000,5-2.000\n');
    await user.click(screen.getByRole('button', { name: 'Simpan nilai' }));
    await waitFor(() => expect(api.calls('POST', '/api/product/attributes')).toHaveLength(1));
    expect(api.calls('POST', '/api/product/attributes')[0]!.body).toEqual({ values: { 92: { 21: 3000, 22: { min: 1000.5, max: 2000 } } } });
  });

  it('shows a bad cell with the core’s message and saves nothing until it is corrected; Delete empties a cell (sent as null)', async () => {
    const api = gridApi();
    const user = userEvent.setup();
    renderGrid();
    await user.click(await screen.findByRole('gridcell', { name: 'Spindle speed of KP-200' }));
    await user.paste('fast\t500-100\n');
    expect(cell('Spindle speed of KP-200')).toHaveAttribute('aria-invalid', 'true');
    expect(cell('Spindle speed of KP-200')).toHaveTextContent('Spindle speed must be a number');
    expect(cell('Travel of KP-200')).toHaveTextContent('Travel must be a range of two numbers, min at most max');
    expect(screen.getByText('2 cells to correct')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save values' })).toBeDisabled();
    await user.keyboard('{Delete}{ArrowRight}{Delete}{ArrowUp}{ArrowLeft}{Delete}');
    expect(cell('Spindle speed of KP-200')).not.toHaveAttribute('aria-invalid');
    api.on('POST', '/api/product/attributes', { body: { message: 'Values saved for 1 product', data: {} } });
    await user.click(screen.getByRole('button', { name: 'Save values' }));
    await waitFor(() => expect(api.calls('POST', '/api/product/attributes')).toHaveLength(1));
    expect(api.calls('POST', '/api/product/attributes')[0]!.body).toEqual({ values: { 91: { 21: null } } });
  });

  it('puts the API’s refusal of a cell on that cell', async () => {
    gridApi().on('POST', '/api/product/attributes', {
      status: 422,
      body: { message: 'The given data was invalid', errors: { 'values.92.21': ['Spindle speed must be a number'] } },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderGrid();
    await user.click(await screen.findByRole('gridcell', { name: 'Spindle speed of KP-200' }));
    await user.keyboard('12{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save values' }));
    await waitFor(() => expect(cell('Spindle speed of KP-200')).toHaveAttribute('aria-invalid', 'true'));
    expect(cell('Spindle speed of KP-200')).toHaveTextContent('Spindle speed must be a number');
  });
});
