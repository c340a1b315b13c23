import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { installFakeApi, paged } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../test/renderScreen';
import { imageUrls, VARIANT_URL } from '../../../test/imageUrls';
import { ImagePickerDialog } from './ImagePickerDialog';

const images = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `Image ${from + i}`, image_path: `images/${from + i}.png` }));

describe('ImagePickerDialog', () => {
  afterEach(() => {
    // jsdom has no object URLs; a test that stands them in takes them away again.
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
    delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
  });

  it('fetches 30 at a time and appends the next 30 with Load more, then picks one', async () => {
    const api = installFakeApi().on('GET', '/api/assets-manager/image', ({ params }) => ({
      body: paged(images((Number(params.page) - 1) * 30 + 1, Number(params.page) === 1 ? 30 : 5), {
        total: 35,
        per_page: 30,
        current_page: Number(params.page),
      }),
    }));
    const onPick = jest.fn();
    renderScreen(<ImagePickerDialog open onPick={onPick} onClose={() => undefined} />, {
      path: '/admin/product/create',
      entries: ['/admin/product/create'],
    });
    expect(await screen.findByRole('button', { name: 'Choose Image 30' })).toBeInTheDocument();
    expect(api.calls('GET', '/api/assets-manager/image')[0].params).toEqual({ page: 1, items_per_page: 30 });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Choose Image 35' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Image 1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Choose Image 7' }));
    expect(onPick).toHaveBeenCalledWith({ id: 7, name: 'Image 7', image_path: 'images/7.png' });
  });

  it('shows each image as its 160/320 px variants, never the master (issue 20)', async () => {
    installFakeApi().on('GET', '/api/assets-manager/image', { body: paged(images(1, 30), { total: 30, per_page: 30 }) });
    renderScreen(<ImagePickerDialog open onPick={() => undefined} onClose={() => undefined} />, {
      path: '/admin/product/create',
      entries: ['/admin/product/create'],
    });
    const choice = await screen.findByRole('button', { name: 'Choose Image 12' });
    const img = within(choice).getByRole('img', { name: 'Image 12' });
    expect(img).toHaveAttribute('src', '/storage/images/12.png/w320.png');
    expect(img).toHaveAttribute('srcset', '/storage/images/12.png/w160.png 160w, /storage/images/12.png/w320.png 320w');
    expect(img).toHaveAttribute('sizes', '(max-width: 575px) calc(50vw - 40px), 130px');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '130');
    expect(img).toHaveAttribute('height', '100');
    const types = [...choice.querySelectorAll('picture source')].map((source) => source.getAttribute('type'));
    expect(types).toEqual(['image/avif', 'image/webp']);
    const urls = imageUrls(screen.getByTestId('image-picker-grid'));
    expect(urls.length).toBeGreaterThanOrEqual(30 * 4);
    expect(urls.filter((url) => !VARIANT_URL.test(url))).toEqual([]);
  });

  it('offers an upload inside the picker when there are none', async () => {
    installFakeApi().on('GET', '/api/assets-manager/image', { body: paged([]) });
    renderScreen(<ImagePickerDialog open onPick={() => undefined} onClose={() => undefined} />, {
      path: '/admin/product/create',
      entries: ['/admin/product/create'],
    });
    expect(await screen.findByText(/No images found,/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'add image here' }));
    expect(await screen.findByText('Upload a new image', { selector: '.ant-modal-title' })).toBeInTheDocument();
  });

  it('searches by name on the server, from the first page, once typing pauses', async () => {
    const api = installFakeApi().on('GET', '/api/assets-manager/image', ({ params }) => ({
      body: paged(params.search ? [{ id: 142, name: 'Lathe KP-142', image_path: 'images/142.png' }] : images(1, 30), { total: 1 }),
    }));
    renderScreen(<ImagePickerDialog open onPick={() => undefined} onClose={() => undefined} />, {
      path: '/admin/product/create',
      entries: ['/admin/product/create'],
    });
    await screen.findByRole('button', { name: 'Choose Image 30' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search images by name' }), 'KP-142');
    expect(await screen.findByRole('button', { name: 'Choose Lathe KP-142' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Choose Image 30' })).not.toBeInTheDocument());
    const searches = api.calls('GET', '/api/assets-manager/image').filter((call) => call.params.search);
    expect(searches.map((call) => call.params)).toEqual([{ page: 1, items_per_page: 30, search: 'KP-142' }]);
  });

  it('uploads a new image from inside the picker and picks it; a refused file is never sent', async () => {
    const api = installFakeApi()
      .on('GET', '/api/assets-manager/image', { body: paged(images(1, 3)) })
      .on('POST', '/api/assets-manager/image/create', {
        status: 201,
        body: {
          message: 'Image created successfully',
          data: { id: 77, name: 'new-lathe', image_path: 'images/77.png', mime: 'image/png', size: 12 },
        },
      });
    const onPick = jest.fn();
    // Inside a form with its own Name, as in the admin: each label still finds its own input.
    renderScreen(
      <Form>
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
        <ImagePickerDialog open onPick={onPick} onClose={() => undefined} />
      </Form>,
      {
        path: '/admin/product/create',
        entries: ['/admin/product/create'],
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Upload new image' }));
    // The harness gives every dialog the same title id, so the upload dialog is found by its title text.
    const upload = (await screen.findByText('Upload a new image', { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;
    fireEvent.change(within(upload).getByLabelText('Image File'), { target: { files: [new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })] } });
    expect(await within(upload).findByText('Image must be a JPEG or PNG file')).toBeInTheDocument();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'new-lathe.png', { type: 'image/png' });
    URL.createObjectURL = () => 'blob:new-lathe';
    URL.revokeObjectURL = () => undefined;
    fireEvent.change(within(upload).getByLabelText('Image File'), { target: { files: [png] } });
    await waitFor(() => expect(within(upload).getByLabelText('Name')).toHaveValue('new-lathe'));
    // The chosen file shows before it is sent (issue 20), upright from its EXIF orientation.
    expect(within(upload).getByRole('img', { name: 'Preview of new-lathe.png' })).toHaveAttribute('src', 'blob:new-lathe');
    await userEvent.click(within(upload).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith({ id: 77, name: 'new-lathe', image_path: 'images/77.png' }));
    const sent = api.calls('POST', '/api/assets-manager/image/create');
    expect(sent).toHaveLength(1);
    expect(((sent[0].body as FormData).get('image_file') as File).name).toBe('new-lathe.png');
  });

  it('loads the next 30 when the grid is scrolled to its end', async () => {
    const api = installFakeApi().on('GET', '/api/assets-manager/image', ({ params }) => ({
      body: paged(images((Number(params.page) - 1) * 30 + 1, 30), { total: 90, per_page: 30, current_page: Number(params.page) }),
    }));
    renderScreen(<ImagePickerDialog open onPick={() => undefined} onClose={() => undefined} />, {
      path: '/admin/product/create',
      entries: ['/admin/product/create'],
    });
    await screen.findByRole('button', { name: 'Choose Image 30' });
    fireEvent.scroll(screen.getByTestId('image-picker-grid'));
    expect(await screen.findByRole('button', { name: 'Choose Image 60' })).toBeInTheDocument();
    expect(api.calls('GET', '/api/assets-manager/image').map((call) => call.params.page)).toEqual([1, 2]);
  });
});
