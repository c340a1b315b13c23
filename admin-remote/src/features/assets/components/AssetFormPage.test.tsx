import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, paged, type FakeApi } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../../test/renderScreen';
import { imageUrls, VARIANT_URL } from '../../../../test/imageUrls';
import { imageAssetResource } from '../../../resources/assets-image-manager';
import { fileAssetResource } from '../../../resources/assets-file-manager';
import { AssetFormPage } from './AssetFormPage';

type Links = Partial<Record<string, { id: number; name: string }[]>>;
const IMAGE_LINKS = ['mt_product', 'mt_product_series', 'mt_product_category', 'mt_vendor', 'mt_manufacture_type'];

/** An asset's detail counts the records linking it. */
const counted = (modules: string[], links: Links) => {
  const link_counts = Object.fromEntries(modules.map((m) => [m, links[m]?.length ?? 0]));
  return { linked_count: Object.values(link_counts).reduce((n, c) => n + c, 0), link_counts };
};
/** …and they come paged from …/links/{id}. */
const linksPage = (modules: string[], links: Links) =>
  paged(modules.flatMap((module_type) => (links[module_type] ?? []).map((record) => ({ module_type, ...record }))));

const image = (links: Links) => ({
  data: { id: 4, name: 'Lathe photo', description: null, image_path: 'images/lathe.png', ...counted(IMAGE_LINKS, links) },
});

const renderDetail = () =>
  renderScreen(<AssetFormPage resource={imageAssetResource} />, {
    path: '/admin/assets-image-manager/detail/:id',
    entries: ['/admin/assets-image-manager', '/admin/assets-image-manager/detail/4'],
  });

describe('AssetFormPage, image detail', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
  });

  it('disables delete while the image is linked and lists the links', async () => {
    const links = { mt_vendor: [{ id: 2, name: 'Kanto' }], mt_product: [{ id: 9, name: 'KP-CL 100' }] };
    api.on('GET', '/api/assets-manager/image/detail/4', { body: image(links) }).on('GET', '/api/assets-manager/image/links/4', {
      body: linksPage(IMAGE_LINKS, links),
    });
    renderDetail();
    expect(await screen.findByText('Kanto')).toBeInTheDocument();
    expect(screen.getByText('KP-CL 100')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Delete/ })).toBeDisabled();
  });

  it('pages the linking records as the API does: the count from the detail, a page of 30 asked at a time', async () => {
    const products = Array.from({ length: 31 }, (_, i) => ({ id: i + 1, name: `Model ${i + 1}` }));
    api
      .on('GET', '/api/assets-manager/image/detail/4', { body: image({ mt_product: products }) })
      .on('GET', '/api/assets-manager/image/links/4', (req) => {
        const page = Number(req.params.page ?? 1);
        const rows = products.slice((page - 1) * 30, page * 30).map((p) => ({ module_type: 'mt_product', ...p }));
        return { body: paged(rows, { total: 31, per_page: 30, current_page: page, last_page: 2 }) };
      });
    renderDetail();
    expect(await screen.findByText('Model 30')).toBeInTheDocument();
    expect(screen.getByText('31 record(s)')).toBeInTheDocument();
    expect(screen.queryByText('Model 31')).toBeNull();
    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('Model 31')).toBeInTheDocument();
    expect(api.calls('GET', '/api/assets-manager/image/links/4').map((call) => call.params)).toEqual([
      { page: 1, items_per_page: 30 },
      { page: 2, items_per_page: 30 },
    ]);
  });

  it('unlinks one record with its module type, then the refreshed detail enables delete', async () => {
    let linked = true;
    api
      .on('GET', '/api/assets-manager/image/detail/4', () => ({ body: image(linked ? { mt_vendor: [{ id: 2, name: 'Kanto' }] } : {}) }))
      .on('GET', '/api/assets-manager/image/links/4', () => ({
        body: linksPage(IMAGE_LINKS, linked ? { mt_vendor: [{ id: 2, name: 'Kanto' }] } : {}),
      }))
      .on('DELETE', '/api/assets-manager/image/remove/4', () => {
        linked = false;
        return { body: { message: 'Image removed successfully', data: null } };
      });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Unlink from Vendor Kanto' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('Image removed successfully')).toBeInTheDocument();
    expect(api.calls('DELETE', '/api/assets-manager/image/remove/4')[0].params).toEqual({ module_id: 2, module_type: 'mt_vendor' });
    await waitFor(() => expect(screen.getByRole('button', { name: /Delete/ })).toBeEnabled());
    expect(screen.getByText('Not used by any record')).toBeInTheDocument();
  });

  it('deletes an unlinked image after confirmation and returns to the list', async () => {
    api
      .on('GET', '/api/assets-manager/image/detail/4', { body: image({}) })
      .on('GET', '/api/assets-manager/image/links/4', { body: paged([]) })
      .on('DELETE', '/api/assets-manager/image/delete/4', { body: { message: 'Image deleted successfully', data: null } });
    renderDetail();
    await waitFor(() => expect(screen.getByRole('button', { name: /Delete/ })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: /Delete/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/assets-image-manager$/));
    expect(screen.getByText('Image deleted successfully')).toBeInTheDocument();
    // The deleted image is never fetched again.
    expect(api.calls('GET', '/api/assets-manager/image/detail/4')).toHaveLength(1);
  });

  it('shows the off-image icon when the stored image fails to load', async () => {
    api.on('GET', '/api/assets-manager/image/detail/4', { body: image({}) }).on('GET', '/api/assets-manager/image/links/4', { body: paged([]) });
    renderDetail();
    const picture = await screen.findByRole('img', { name: 'Lathe photo' });
    fireEvent.error(picture);
    expect(screen.getByRole('img', { name: 'Lathe photo (image not available)' })).toBeInTheDocument();
  });

  it('shows a variant of the stored image, enlarges to the 1200/1920 px variants and downloads the master (issue 20)', async () => {
    api.on('GET', '/api/assets-manager/image/detail/4', { body: image({}) });
    renderDetail();
    const picture = await screen.findByRole('img', { name: 'Lathe photo' });
    expect(picture).toHaveAttribute('src', '/storage/variants/images/lathe.png/w960.png');
    expect(picture.getAttribute('srcset')).toMatch(/^\/storage\/variants\/images\/lathe\.png\/w320\.png 320w, /);
    expect(imageUrls().filter((url) => !VARIANT_URL.test(url))).toEqual([]);
    // The master, saved under the asset's name.
    const download = screen.getByRole('link', { name: 'Download original' });
    expect(download).toHaveAttribute('href', '/storage/images/lathe.png');
    expect(download).toHaveAttribute('download', 'Lathe photo.png');
    // Nothing of the enlarged view loads before it is asked for.
    expect(document.querySelector('.ant-image-preview img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Enlarge' }));
    const enlarged = await waitFor(() => {
      const img = document.querySelector<HTMLImageElement>('.ant-image-preview img');
      if (!img) throw new Error('no preview yet');
      return img;
    });
    expect(enlarged).toHaveAttribute('src', '/storage/variants/images/lathe.png/w1920.png');
    expect(enlarged).toHaveAttribute(
      'srcset',
      '/storage/variants/images/lathe.png/w1200.png 1200w, /storage/variants/images/lathe.png/w1920.png 1920w',
    );
    expect(imageUrls()).not.toContain('/storage/images/lathe.png');
  });

  it('edits only the name and description, and the crop (an image without one: the centre, cropped to fill)', async () => {
    api
      .on('GET', '/api/assets-manager/image/detail/4', { body: image({}) })
      .on('GET', '/api/assets-manager/image/links/4', { body: paged([]) })
      .on('POST', '/api/assets-manager/image/update/4', { body: { message: 'Image updated successfully', data: null } });
    renderDetail();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Lathe photo'));
    expect(screen.queryByLabelText('Image File')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls('POST', '/api/assets-manager/image/update/4')).toHaveLength(1));
    expect(api.calls('POST', '/api/assets-manager/image/update/4')[0].body).toEqual({
      name: 'Lathe photo 2',
      description: '',
      focus_x: 50,
      focus_y: 50,
      fit: 'cover',
    });
  });

  it('sets the focal point (click or arrow keys) and the fit, saved with the form (issue 20)', async () => {
    api
      .on('GET', '/api/assets-manager/image/detail/4', { body: { data: { ...image({}).data, focus_x: 30, focus_y: 40, fit: 'contain' } } })
      .on('POST', '/api/assets-manager/image/update/4', { body: { message: 'Image updated successfully', data: null } });
    renderDetail();
    const slider = await screen.findByRole('slider', { name: 'Focal point' });
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '30 % across, 40 % down'));
    expect(screen.getByRole('radio', { name: 'Show whole picture' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Crop to fill' }));

    jest
      .spyOn(slider, 'getBoundingClientRect')
      .mockReturnValue({ left: 0, top: 0, width: 200, height: 400, right: 200, bottom: 400, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.click(slider, { clientX: 120, clientY: 100 });
    expect(slider).toHaveAttribute('aria-valuetext', '60 % across, 25 % down');
    slider.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowRight}');
    expect(screen.getByTestId('focal-point-values')).toHaveTextContent('Focal point: 65 % across, 20 % down');

    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls('POST', '/api/assets-manager/image/update/4')).toHaveLength(1));
    expect(api.calls('POST', '/api/assets-manager/image/update/4')[0].body).toEqual({
      name: 'Lathe photo',
      description: '',
      focus_x: 65,
      focus_y: 20,
      fit: 'cover',
    });
  });

  it("puts the server's crop message on the focal point", async () => {
    const message = 'Focal point X must be a whole number from 0 to 100';
    api
      .on('GET', '/api/assets-manager/image/detail/4', { body: image({}) })
      .on('POST', '/api/assets-manager/image/update/4', { status: 422, body: { message, errors: { focus_x: [message] } } });
    renderDetail();
    await screen.findByRole('slider', { name: 'Focal point' });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Lathe photo'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
  });
});

describe('AssetFormPage, create', () => {
  it('requires the file, then uploads name, description and the PDF as multipart to the file endpoint', async () => {
    const api = installFakeApi().on('POST', '/api/assets-manager/file/create', { body: { message: 'File created successfully', data: { id: 1 } } });
    renderScreen(<AssetFormPage resource={fileAssetResource} />, {
      path: '/admin/assets-file-manager/create',
      entries: ['/admin/assets-file-manager', '/admin/assets-file-manager/create'],
    });
    await userEvent.type(screen.getByLabelText('Name'), 'Lathe brochure');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('PDF file is required')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);

    const pdf = new File(['%PDF-1.4'], 'lathe.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('PDF File'), pdf);
    expect(await screen.findByText(/lathe\.pdf \(8 bytes\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/assets-file-manager$/));
    const body = api.calls('POST', '/api/assets-manager/file/create')[0].body as FormData;
    expect(body.get('name')).toBe('Lathe brochure');
    expect((body.get('pdf_file') as File).name).toBe('lathe.pdf');
    expect(body.has('image_file')).toBe(false);
    expect(await screen.findByText('File created successfully')).toBeInTheDocument();
  });

  it("puts a 415 answer on the file field, where the server's message says what is wrong", async () => {
    installFakeApi().on('POST', '/api/assets-manager/file/create', { status: 415, body: { message: 'File must be a PDF document' } });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(<AssetFormPage resource={fileAssetResource} />, {
      path: '/admin/assets-file-manager/create',
      entries: ['/admin/assets-file-manager', '/admin/assets-file-manager/create'],
    });
    await userEvent.type(screen.getByLabelText('Name'), 'Lathe brochure');
    await userEvent.upload(screen.getByLabelText('PDF File'), new File(['%PDF-1.4'], 'lathe.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const fieldError = await screen.findByText('File must be a PDF document', { selector: '.ant-form-item-explain-error' });
    expect(fieldError).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/assets-file-manager/create');
    logged.mockRestore();
  });
});

describe('AssetFormPage, image upload (issue 20)', () => {
  const PNG = () =>
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'phone-photo.png', { type: 'image/png' });
  let objectUrls: jest.SpyInstance | undefined;
  beforeEach(() => {
    // jsdom has no object URLs: the preview's <img> gets a stand-in.
    URL.createObjectURL = () => 'blob:preview-1';
    URL.revokeObjectURL = () => undefined;
    objectUrls = jest.spyOn(URL, 'createObjectURL');
  });
  afterEach(() => {
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
    delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
  });

  it('previews the chosen photo upright before sending, then shows the upload progress until the answer', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const api = installFakeApi().on('POST', '/api/assets-manager/image/create', async ({ config }) => {
      config.onUploadProgress?.({ loaded: 40, total: 100, progress: 0.4, bytes: 40, lengthComputable: true, upload: true });
      await answered;
      return { status: 201, body: { message: 'Image created successfully', data: { id: 5 } } };
    });
    renderScreen(<AssetFormPage resource={imageAssetResource} />, {
      path: '/admin/assets-image-manager/create',
      entries: ['/admin/assets-image-manager', '/admin/assets-image-manager/create'],
    });
    await userEvent.type(screen.getByLabelText('Name'), 'Lathe on the floor');
    fireEvent.change(screen.getByLabelText('Image File'), { target: { files: [PNG()] } });
    const preview = await screen.findByRole('img', { name: 'Preview of phone-photo.png' });
    expect(preview).toHaveAttribute('src', 'blob:preview-1');
    expect(objectUrls).toHaveBeenCalledTimes(1);
    // Upright: EXIF orientation applied, whatever a stylesheet says.
    expect(preview.getAttribute('style')).toMatch(/image-orientation: from-image/);
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '40'));
    expect(api.calls('POST', '/api/assets-manager/image/create')).toHaveLength(1);
    answer();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/assets-image-manager$/));
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();
  });
});

describe('AssetFormPage, file detail', () => {
  const brochure = {
    id: 12,
    name: 'KP-CL brochure',
    description: null,
    file_path: 'files/12.pdf',
    mime: 'application/pdf',
    size: 300 * 1024,
    created_at: '2026-02-01T08:00:00.000Z',
    updated_at: '2026-04-10T08:00:00.000Z',
    linked_count: 1,
    link_counts: { mt_product: 0, mt_product_series: 1 },
  };
  const brochureLinks = { body: paged([{ module_type: 'mt_product_series', id: 3, name: 'KP-CL' }]) };
  const renderFileDetail = () =>
    renderScreen(<AssetFormPage resource={fileAssetResource} />, {
      path: '/admin/assets-file-manager/detail/:id',
      entries: ['/admin/assets-file-manager', '/admin/assets-file-manager/detail/12'],
    });

  it('shows the facts of the file, where it is used and the PDF itself', async () => {
    installFakeApi()
      .on('GET', '/api/assets-manager/file/detail/12', { body: { data: brochure } })
      .on('GET', '/api/assets-manager/file/links/12', brochureLinks);
    renderFileDetail();
    expect(await screen.findByText('300 kB')).toBeInTheDocument();
    expect(screen.getByText('application/pdf')).toBeInTheDocument();
    expect(screen.getByText('1 February 2026')).toBeInTheDocument();
    expect(screen.getByText('10 April 2026')).toBeInTheDocument();
    expect(screen.getByText('1 record(s)')).toBeInTheDocument();
    expect(screen.getByText('KP-CL')).toBeInTheDocument();
    expect(screen.getByLabelText('Preview of KP-CL brochure')).toHaveAttribute('data', expect.stringMatching(/files\/12\.pdf$/));
  });

  it('replaces the file under the same id (a refused file is never sent), then shows the new facts', async () => {
    let size = brochure.size;
    const api = installFakeApi()
      .on('GET', '/api/assets-manager/file/detail/12', () => ({ body: { data: { ...brochure, size } } }))
      .on('GET', '/api/assets-manager/file/links/12', brochureLinks)
      .on('POST', '/api/assets-manager/file/replace/12', () => {
        size = 2 * 1024 * 1024;
        return { body: { message: 'File updated successfully', data: { ...brochure, size } } };
      });
    renderFileDetail();
    const input = await screen.findByLabelText('Replace the PDF (links stay)');
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('File must be a PDF document')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace file' })).toBeDisabled();
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7\n%%EOF\n'], 'kp-cl-2026.pdf', { type: 'application/pdf' })] } });
    // The chosen file is judged from its bytes (asynchronously): the button is enabled once it passed.
    const replace = await screen.findByRole('button', { name: 'Replace file' });
    await waitFor(() => expect(replace).toBeEnabled());
    await userEvent.click(replace);
    expect(await screen.findByText('File updated successfully', {}, { timeout: 5000 })).toBeInTheDocument();
    const sent = api.calls('POST', '/api/assets-manager/file/replace/12');
    expect(sent).toHaveLength(1);
    expect(((sent[0].body as FormData).get('pdf_file') as File).name).toBe('kp-cl-2026.pdf');
    expect(await screen.findByText('2 MB')).toBeInTheDocument();
  });
});
