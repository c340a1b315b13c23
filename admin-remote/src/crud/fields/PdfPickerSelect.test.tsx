import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, paged } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../test/renderScreen';
import { PdfPickerSelect } from './PdfPickerSelect';

const brochures = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, name: `Brochure ${i + 1}`, file_path: `files/${i + 1}.pdf` }));
const PDF_BYTES = '%PDF-1.4\n%%EOF\n';

describe('PdfPickerSelect', () => {
  it('searches the file assets by name on the server', async () => {
    const api = installFakeApi().on('GET', '/api/assets-manager/file', ({ params }) => ({
      body: paged(params.search ? [{ id: 160, name: 'Catalogue 160', file_path: 'files/160.pdf' }] : brochures),
    }));
    renderScreen(<PdfPickerSelect onChange={() => undefined} />, { path: '/admin/product/create', entries: ['/admin/product/create'] });
    await userEvent.type(screen.getByRole('combobox'), '160');
    expect(await screen.findByText('Catalogue 160')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', '/api/assets-manager/file').at(-1)?.params).toEqual({ page: 1, items_per_page: 100, search: '160' }));
  });

  it('uploads a new PDF from beside the select and chooses it; a PNG named .pdf is refused before sending', async () => {
    const api = installFakeApi()
      .on('GET', '/api/assets-manager/file', { body: paged(brochures) })
      .on('POST', '/api/assets-manager/file/create', {
        status: 201,
        body: {
          message: 'File created successfully',
          data: { id: 99, name: 'Lathe 2025', file_path: 'files/99.pdf', mime: 'application/pdf', size: 15 },
        },
      });
    const onChange = jest.fn();
    renderScreen(<PdfPickerSelect onChange={onChange} />, { path: '/admin/product/create', entries: ['/admin/product/create'] });
    await userEvent.click(screen.getByRole('button', { name: 'Upload new PDF' }));
    const input = await screen.findByLabelText('PDF File');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'disguised.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [png] } });
    expect(await screen.findByText('File must be a PDF document')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File([PDF_BYTES], 'Lathe 2025.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Lathe 2025'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ id: 99, name: 'Lathe 2025' }));
    expect(api.calls('POST', '/api/assets-manager/file/create')).toHaveLength(1);
  });
});
