import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, paged } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../test/renderScreen';
import { ImagePickerDialog } from './ImagePickerDialog';

const images = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `Image ${from + i}`, image_path: `images/${from + i}.png` }));

describe('ImagePickerDialog', () => {
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

  it('offers a link to add an image when there are none', async () => {
    installFakeApi().on('GET', '/api/assets-manager/image', { body: paged([]) });
    renderScreen(<ImagePickerDialog open onPick={() => undefined} onClose={() => undefined} />, {
      path: '/admin/product/create',
      entries: ['/admin/product/create'],
    });
    expect(await screen.findByText(/No images found,/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'add image here' })).toHaveAttribute('href', '/admin/assets-image-manager/create');
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
